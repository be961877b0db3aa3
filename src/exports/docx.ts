import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { site } from '../config/site';
import { formatDate } from '../utils/dates';
import { cellText, type Cell, type ExportDataset, type ExportRow } from './datasets';

/** Characters XML 1.0 cannot carry (Word refuses a document with them). */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const NOT_XML = /[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** A value as runs, one line each (Word ignores newlines inside a run). */
function lines(text: string, bold = false): Paragraph {
  const parts = text.replace(NOT_XML, '').split(/\r\n|\r|\n/);
  return new Paragraph({ children: parts.map((line, i) => new TextRun({ text: line, bold, break: i > 0 ? 1 : 0 })) });
}

/** A value as the Word file shows it: dates as people read them, in UK time (the CSV keeps ISO 8601 UTC for machines). */
const wordCellText = (value: Cell): string => (value instanceof Date ? formatDate(value, 'withTime') : cellText(value));

/** One record: its heading, then a two-column table of every field. */
function recordBlock(dataset: ExportDataset, row: ExportRow): Array<Paragraph | Table> {
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: dataset.columns.map(
      (c) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 28, type: WidthType.PERCENTAGE }, children: [lines(c.header, true)] }),
            new TableCell({ width: { size: 72, type: WidthType.PERCENTAGE }, children: [lines(wordCellText(row[c.key]))] }),
          ],
        }),
    ),
  });
  return [
    new Paragraph({ text: dataset.heading(row).replace(NOT_XML, ''), heading: HeadingLevel.HEADING_2 }),
    table,
    new Paragraph({ text: '' }),
  ];
}

/**
 * A Word document of the rows: titled with what it is, when it was made (UK time) and how many records,
 * then one heading and table per record. Word files are built whole in memory, unlike the CSV.
 */
export async function docxBuffer(dataset: ExportDataset, rows: AsyncIterable<ExportRow>, now = new Date()): Promise<Buffer> {
  const body: Array<Paragraph | Table> = [];
  let count = 0;
  for await (const row of rows) {
    body.push(...recordBlock(dataset, row));
    count++;
  }
  const doc = new Document({
    title: `${dataset.title} export`,
    creator: `${site.name} admin`,
    sections: [
      {
        children: [
          new Paragraph({ text: `${dataset.title} export`, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: `Exported ${formatDate(now, 'withTime')} (UK time) · ${count} ${count === 1 ? 'record' : 'records'}` }),
          ...(count === 0 ? [new Paragraph({ text: 'There are no records.' })] : body),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
