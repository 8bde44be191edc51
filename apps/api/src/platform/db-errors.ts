/** PostgreSQL's unique_violation, whether raised by pg or PGlite, bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The constraint a unique violation names, to tell the person which field clashed. */
export function violatedConstraint(error: unknown): string {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}
