/** One CSV cell: quoted when needed; a leading =, +, -, @ is neutralised (spreadsheet formulas). */
export const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV file (CRLF line ends) from a header and rows. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
