/** A SQLSTATE: five digits or capital letters (23505), unlike Node's or our own codes. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgreSQL's error (its SQLSTATE and fields), raised by pg or PGlite, bare or wrapped by Drizzle. */
function databaseErrorOf(error: unknown) {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; constraint?: unknown; column?: unknown };
    if (typeof found.code === 'string' && SQLSTATE.test(found.code)) return found;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

/** PostgreSQL's not_null_violation on this column. */
export function isNotNullViolation(error: unknown, column: string) {
  const found = databaseErrorOf(error);
  return found?.code === '23502' && found.column === column;
}

/** The constraint a unique violation names, to tell the person which field clashed. */
export function violatedConstraint(error: unknown): string {
  const constraint = databaseErrorOf(error)?.constraint;
  return typeof constraint === 'string' ? constraint : '';
}
