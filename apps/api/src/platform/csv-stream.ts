import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

/** A spreadsheet would run a cell that starts with = + - @ as a formula: make it text. */
const safeCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/**
 * Sends rows read in batches as a CSV download, streamed: an export of any size uses the memory
 * of one batch. (csv-stringify quotes and escapes; cells are made formula-safe here.)
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  options: { filename: string; columns: CsvColumn<Row>[]; batches: AsyncIterable<Row[]> },
) {
  const { columns, batches } = options;
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => safeCell(column.value(row)));
    }
  }
  const csv = Readable.from(records()).pipe(
    stringify({
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: 'windows',
    }),
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .send(csv);
}
