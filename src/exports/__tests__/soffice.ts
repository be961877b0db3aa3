import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** LibreOffice's headless conversion of `file` to `format`, into `dir`, with a profile of its own in `dir`. */
export function sofficeConvert(command: string, dir: string, file: string, format: string, options: string[] = []) {
  // Its own profile: another soffice running on the machine would otherwise take the job and ignore these options.
  return spawnSync(
    command,
    [`-env:UserInstallation=file://${dir}/profile`, '--headless', ...options, '--convert-to', format, '--outdir', dir, file],
    {
      encoding: 'utf8',
      timeout: 110_000,
    },
  );
}

/**
 * Whether LibreOffice can turn a CSV into a spreadsheet on this machine, or why not. `soffice` on the path
 * is not enough: without Calc (Debian's libreoffice-calc-nogui) it exits 0 without writing anything.
 */
export function sofficeConvertsCsv(command = 'soffice'): { ok: true } | { ok: false; reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'soffice-probe-'));
  try {
    writeFileSync(join(dir, 'probe.csv'), 'a,b\r\n1,2\r\n');
    const run = sofficeConvert(command, dir, join(dir, 'probe.csv'), 'xlsx');
    if (run.error) return { ok: false, reason: `${command} cannot be run (${run.error.message})` };
    if (existsSync(join(dir, 'probe.xlsx'))) return { ok: true };
    const said = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-1)[0];
    return {
      ok: false,
      reason: `${command} wrote no spreadsheet from a CSV (exit ${run.status}${said ? `: ${said}` : ''}); is LibreOffice Calc installed (libreoffice-calc-nogui)?`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
