import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvStream } from '../csv';
import type { ExportColumn, ExportRow } from '../datasets';
import { neutraliseFormula } from '../formula';
import { openCsvsInCalc, sofficeConvertsCsv } from './soffice';

const columns: ExportColumn[] = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
];

async function* rows(list: ExportRow[], failAfter?: number): AsyncGenerator<ExportRow> {
  for (const [i, row] of list.entries()) {
    if (i === failAfter) throw new Error('Connection terminated unexpectedly');
    yield row;
  }
}

const many = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

/** The CSV's text without its byte-order mark. */
const csvText = async (list: ExportRow[], cols = columns) =>
  (await new Response(csvStream(rows(list), cols)).text()).replace(/^\uFEFF/, '');

/** Line breaks alone in a field (no comma or quote), and at its start and end: a bio typed on two lines. */
const BREAKS = ['\n', '\r', '\r\n'];
const breakFields = BREAKS.flatMap((b) => [`first${b}second`, `${b}starts`, `ends${b}`]);
const breakColumns: ExportColumn[] = [...columns, { key: 'after', header: 'After' }];
const breakRows: ExportRow[] = breakFields.map((name, i) => ({ id: i + 1, name, after: 'last' }));
/** Each record as a spreadsheet should read it: the field whole (a formula-like start neutralised), then the next one. */
const breakRecords = [['ID', 'Name', 'After'], ...breakFields.map((name, i) => [String(i + 1), neutraliseFormula(name), 'last'])];

const available = (command: string) => !spawnSync(command, ['--version'], { stdio: 'ignore' }).error;

describe('csvStream', () => {
  it('writes a byte-order mark, a header row and every row, CRLF-separated', async () => {
    const bytes = Buffer.from(await new Response(csvStream(rows([{ id: 1, name: 'Zoë "Z", Smith' }]), columns)).arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString('utf8')).toBe('ID,Name\r\n1,"Zoë ""Z"", Smith"\r\n');
  });

  it('fails the download when the database fails half way, rather than ending a shortened file as if complete', async () => {
    const reading = new Response(csvStream(rows(many, 1500), columns)).text();
    await expect(reading).rejects.toThrow('Connection terminated unexpectedly');
  });

  it('quotes every field holding a line feed or carriage return, so each record reads back whole (papaparse)', async () => {
    const text = await csvText(breakRows, breakColumns);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(breakRecords);
    // Papaparse takes only the file's CRLF as a record's end; Excel, LibreOffice and Python take a bare CR or LF too.
    for (const field of breakFields) expect(text).toContain(`,"${neutraliseFormula(field)}",`);
  });

  // Python's csv module ends a record at any unquoted CR or LF, as Excel does.
  it.skipIf(!available('python3'))('reads back whole in Python’s csv module', async () => {
    const read = spawnSync(
      'python3',
      ['-c', "import csv, io, json, sys; print(json.dumps(list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, 'utf-8', newline='')))))"],
      {
        input: await csvText(breakRows, breakColumns),
        encoding: 'utf8',
      },
    );
    expect(read.stderr).toBe('');
    expect(JSON.parse(read.stdout)).toEqual(breakRecords);
  });

  it('opens in LibreOffice with one row per record', { timeout: 240_000 }, async (context) => {
    const opened = openCsvsInCalc({
      'export.csv': new Uint8Array(await new Response(csvStream(rows(breakRows), breakColumns)).arrayBuffer()),
    });
    if ('skipped' in opened) {
      console.warn(`Skipped the LibreOffice check: ${opened.skipped}`);
      return context.skip(opened.skipped);
    }
    const sheet = new TextDecoder().decode(unzipSync(opened.sheets['export.csv']!)['xl/worksheets/sheet1.xml']);
    const sheetRows = sheet.match(/<row\b[^>]*>[\s\S]*?<\/row>/g) ?? [];
    expect(sheetRows.map((row) => row.match(/<c\b/g)?.length)).toEqual(breakRecords.map((record) => record.length));
  });

  it('skips the LibreOffice check, saying why, where soffice runs but converts nothing (LibreOffice without Calc)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-soffice-'));
    try {
      // What Debian's soffice does without libreoffice-calc-nogui: it answers --version and exits 0 without writing.
      const fake = join(dir, 'soffice');
      writeFileSync(fake, '#!/bin/sh\necho "LibreOffice 7.4"\nexit 0\n');
      chmodSync(fake, 0o755);
      expect(available(fake)).toBe(true);
      expect(sofficeConvertsCsv(fake)).toEqual({ ok: false, reason: expect.stringContaining('wrote no spreadsheet from a CSV (exit 0') });
      expect(sofficeConvertsCsv(join(dir, 'missing'))).toEqual({ ok: false, reason: expect.stringContaining('cannot be run') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
