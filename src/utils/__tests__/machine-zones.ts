import { afterAll, beforeAll } from 'vitest';

/**
 * Machine (browser or server) time zones a zone-independent result must not depend on: Node applies a
 * change of process.env.TZ at once, so one test file can run the same table under each.
 */
export const MACHINE_ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'] as const;

/** Runs the enclosing describe block with the machine's zone set to `zone`, restoring it afterwards. */
export function onMachineIn(zone: string): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
