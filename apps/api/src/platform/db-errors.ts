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

/**
 * SQLSTATEs of a database that cannot serve now but may soon: connection exceptions (class 08),
 * shutting down or starting up, too many connections, a statement or idle transaction cut by
 * its timeout.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|57014|25P03)$/;
/** Node's socket errors when the server is gone or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** pg reports its own timeouts and lost connections with these messages only (no code). */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The database did not answer (down, restarting, cut off, overloaded): worth retrying later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; message?: unknown };
    if (typeof found.code === 'string') {
      // Before the SQLSTATE test: EPIPE has a SQLSTATE's shape.
      if (SOCKET_CODES.has(found.code)) return true;
      if (SQLSTATE.test(found.code)) return UNAVAILABLE_STATES.test(found.code);
    }
    if (typeof found.message === 'string' && DRIVER_MESSAGES.test(found.message)) return true;
  }
  return false;
}
