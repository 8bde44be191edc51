/** The PostgreSQL error code and fields of an error, whether raised by pg or PGlite, bare or wrapped by Drizzle. */
function findDatabaseError(error: unknown, code?: string) {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; constraint?: unknown; column?: unknown };
    if (code ? found.code === code : typeof found.constraint === 'string') return found;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean =>
  findDatabaseError(error, '23505') !== undefined;

/** PostgreSQL's not_null_violation on this column. */
export const isNotNullViolation = (error: unknown, column: string): boolean =>
  findDatabaseError(error, '23502')?.column === column;

/** The constraint a unique violation names, to tell the person which field clashed. */
export function violatedConstraint(error: unknown): string {
  const constraint = findDatabaseError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : '';
}
