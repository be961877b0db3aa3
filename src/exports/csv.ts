import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { cellText, type ExportColumn, type ExportRow } from './datasets';
import { neutraliseFormula } from './formula';

/** The options every CSV of the site is written with: a byte-order mark, CRLF, and quoted line breaks. */
const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  // A field holding a bare CR or LF is quoted too: Excel, LibreOffice and Python end a record at either.
  quote_record_delimiter: true,
} as const;

/** A small table as one CSV (the same form as csvStream's), for files built whole, such as an inspection pack's. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return stringifySync([header, ...rows.map((row) => row.map(neutraliseFormula))], CSV_OPTIONS);
}

/**
 * The rows as CSV (RFC 4180 quoting, CRLF), UTF-8 with a byte-order mark so Excel reads accents and £
 * correctly, a header row, ISO dates, and formula-like cells neutralised. Pulled row by row: memory does
 * not grow with the number of rows.
 */
export function csvStream(rows: AsyncIterable<ExportRow>, columns: readonly ExportColumn[]): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    ...CSV_OPTIONS,
    header: true,
    columns: columns.map((c) => ({ key: c.key, header: c.header })),
  });
  const lines = Readable.from(
    (async function* () {
      for await (const row of rows) {
        yield Object.fromEntries(columns.map((c) => [c.key, neutraliseFormula(cellText(row[c.key]))]));
      }
    })(),
  );
  lines.on('error', (error) => stringifier.destroy(error));
  return Readable.toWeb(lines.pipe(stringifier)) as ReadableStream<Uint8Array>;
}
