import { describe, expect, it } from 'vitest';
import { csvStream } from '../csv';
import type { ExportColumn, ExportRow } from '../datasets';

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
});
