import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

type Key<Row> = Extract<keyof Row, string>;

/** A column: the row's field, headed by its own name or by `header`. */
export type CsvColumn<Row> = Key<Row> | { key: Key<Row>; header: string };

export interface CsvDownload<Row> {
  /** The file name offered to the browser, e.g. `leads-2026-11-22.csv`. */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  /** Read one at a time as the client takes them (a database cursor or pages). */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/** Server-made names only: anything outside letters, digits, dot, dash and underscore becomes -. */
const safeFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '-');

/**
 * A CSV stream for spreadsheets (csv-stringify): a header row, CRLF line ends, and cells that
 * a spreadsheet would run as a formula (starting with = + - @ tab or CR, or their full-width
 * forms) made text with a leading apostrophe; negative numbers stay numbers. Dates are ISO 8601.
 */
export function csvStream<Row>({ columns, rows }: Omit<CsvDownload<Row>, 'filename'>) {
  const stringifier = stringify({
    header: true,
    columns: columns.map((column) => (typeof column === 'string' ? { key: column } : column)),
    record_delimiter: 'windows',
    // A line break inside a cell is quoted too (off by default once record_delimiter is set).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { boolean: String, date: (value) => value.toISOString() },
  });
  // An error while reading rows ends the stream with it; the reply then aborts the download
  // (the status line is long gone), and Fastify logs the error.
  return pipeline(Readable.from(rows), stringifier, () => {});
}

/** Sends rows as a CSV download, streamed: memory stays flat however many rows there are. */
export function sendCsv<Row>(reply: FastifyReply, { filename, ...table }: CsvDownload<Row>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeFilename(filename)}"`)
    .send(csvStream(table));
}
