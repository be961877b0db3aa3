import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enforceRateLimit, RateLimitExceededError, withinRateLimit, type RateLimitRule } from '../../src/abuse/rate-limit';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('rateLimits').execute();
});

const rule: RateLimitRule = { bucket: 'test', limit: 3, windowSeconds: 3600, message: 'Slow down' };
const at = (iso: string) => new Date(iso);
const hit = (ip: string | undefined, now: Date) => enforceRateLimit(t.db, rule, ip, now);
const refusal = (ip: string | undefined, now: Date) =>
  hit(ip, now).then(
    () => undefined,
    (e: unknown) => e,
  );

describe('enforceRateLimit (a sliding hour)', () => {
  it('allows the limit, then refuses with the seconds until the oldest hit leaves the hour', async () => {
    for (let i = 0; i < 3; i++) await hit('198.51.100.1', at('2026-11-23T10:15:00Z'));
    const error = await refusal('198.51.100.1', at('2026-11-23T10:59:30Z'));
    expect(error).toBeInstanceOf(RateLimitExceededError);
    // Counted in the minute from 10:15, they leave at 11:16.
    expect(error).toMatchObject({ message: 'Slow down', retryAfterSeconds: 990 });
  });

  it('refuses the limit again just after the hour turns (a fixed window took it twice), until the first has left', async () => {
    for (let i = 0; i < 3; i++) expect(await refusal('198.51.100.2', at('2026-11-23T10:59:59Z'))).toBeUndefined();
    for (let i = 0; i < 3; i++)
      expect(await refusal('198.51.100.2', at('2026-11-23T11:00:01Z'))).toMatchObject({ retryAfterSeconds: 3599 });
    expect(await refusal('198.51.100.2', at('2026-11-23T11:59:59.999Z'))).toMatchObject({ retryAfterSeconds: 1 });
    // The refusals did not count: the whole limit is there when the first three have left.
    for (let i = 0; i < 3; i++) expect(await refusal('198.51.100.2', at('2026-11-23T12:00:00.000Z'))).toBeUndefined();
    expect(await refusal('198.51.100.2', at('2026-11-23T12:00:00.000Z'))).toBeInstanceOf(RateLimitExceededError);
  });

  it('lets hits spread over the hour leave one by one', async () => {
    for (const time of ['10:00:10', '10:20:00', '10:40:00']) await hit('198.51.100.5', at(`2026-11-23T${time}Z`));
    expect(await refusal('198.51.100.5', at('2026-11-23T11:00:30Z'))).toMatchObject({ retryAfterSeconds: 30 });
    expect(await refusal('198.51.100.5', at('2026-11-23T11:01:00Z'))).toBeUndefined();
    expect(await refusal('198.51.100.5', at('2026-11-23T11:01:00Z'))).toMatchObject({ retryAfterSeconds: 20 * 60 });
  });

  it('counts each client separately', async () => {
    for (let i = 0; i < 3; i++) await hit('198.51.100.3', at('2026-11-23T10:00:00Z'));
    expect(await refusal('198.51.100.4', at('2026-11-23T10:00:01Z'))).toBeUndefined();
  });

  it('counts an IPv6 /64 as one client: a new address for each request does not get round the limit', async () => {
    for (let i = 1; i <= 3; i++) await hit(`2001:db8:5:6::${i}`, at('2026-11-23T10:00:00Z'));
    expect(await refusal('2001:db8:5:6:ffff:ffff:ffff:fffe', at('2026-11-23T10:00:01Z'))).toBeInstanceOf(RateLimitExceededError);
    expect(await refusal('2001:db8:5:7::1', at('2026-11-23T10:00:01Z'))).toBeUndefined();
  });

  it('counts every request without a known address in one shared bucket, never unlimited', async () => {
    for (let i = 0; i < 3; i++) await hit(i % 2 ? undefined : '', at('2026-11-23T10:00:00Z'));
    expect(await refusal(undefined, at('2026-11-23T10:00:01Z'))).toBeInstanceOf(RateLimitExceededError);
  });

  it('stores only a hash of the address', async () => {
    await hit('203.0.113.77', at('2026-11-23T10:00:00Z'));
    const rows = await t.db.selectFrom('rateLimits').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
    expect(rows[0].clientKey).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('withinRateLimit', () => {
  const now = at('2026-11-23T10:00:00Z');
  const attempt = (ip: string, outcome: () => Promise<string>) => withinRateLimit(t.db, rule, ip, outcome, now).catch((e: unknown) => e);
  const refused = () => Promise.reject(new Error('Name is required'));

  it('gives back an attempt that throws, and answers with its error', async () => {
    for (let i = 0; i < 5; i++) expect(await attempt('198.51.100.20', refused)).toMatchObject({ message: 'Name is required' });
    for (let i = 0; i < 3; i++) expect(await attempt('198.51.100.20', async () => 'stored')).toBe('stored');
    expect(await attempt('198.51.100.20', async () => 'stored')).toBeInstanceOf(RateLimitExceededError);
  });

  it('still refuses an attempt over the limit without running it', async () => {
    for (let i = 0; i < 3; i++) await attempt('198.51.100.21', async () => 'stored');
    let ran = false;
    expect(await attempt('198.51.100.21', async () => ((ran = true), 'stored'))).toBeInstanceOf(RateLimitExceededError);
    expect(ran).toBe(false);
  });

  it('counts concurrent attempts exactly: of 6 at once, 3 run', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => attempt('198.51.100.22', async () => 'stored')));
    expect(results.filter((r) => r === 'stored')).toHaveLength(3);
  });
});
