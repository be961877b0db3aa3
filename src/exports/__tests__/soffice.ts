import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** LibreOffice's headless conversion of `files` to `format`, into `dir`, with a profile of its own in `dir`. */
export function sofficeConvert(command: string, dir: string, files: string | string[], format: string, options: string[] = []) {
  // Its own profile: another soffice running on the machine would otherwise take the job and ignore these options.
  return spawnSync(
    command,
    [`-env:UserInstallation=file://${dir}/profile`, '--headless', ...options, '--convert-to', format, '--outdir', dir, ...[files].flat()],
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

/**
 * Opens CSV files (name → contents) in LibreOffice Calc as UTF-8, comma-separated, and saves each as xlsx:
 * the xlsx files' bytes by CSV name, or why the check is skipped (no Calc here). One run for all of them,
 * since each start of LibreOffice costs seconds; the probe runs only when that run wrote nothing.
 */
export function openCsvsInCalc(csvs: Record<string, string | Uint8Array>): { sheets: Record<string, Uint8Array> } | { skipped: string } {
  const dir = mkdtempSync(join(tmpdir(), 'calc-'));
  try {
    const paths = Object.entries(csvs).map(([name, contents]) => {
      writeFileSync(join(dir, name), contents);
      return join(dir, name);
    });
    const run = sofficeConvert('soffice', dir, paths, 'xlsx', ['--infilter=CSV:44,34,76,1']);
    const xlsx = (name: string) => join(dir, name.replace(/\.csv$/, '.xlsx'));
    const written = Object.keys(csvs).filter((name) => existsSync(xlsx(name)));
    if (!written.length) {
      const probe = sofficeConvertsCsv();
      if (!probe.ok) return { skipped: probe.reason };
    }
    if (written.length < paths.length)
      throw new Error(`LibreOffice Calc opened ${written.length} of ${paths.length} files (exit ${run.status}): ${run.stderr}`);
    return { sheets: Object.fromEntries(written.map((name) => [name, new Uint8Array(readFileSync(xlsx(name)))])) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
