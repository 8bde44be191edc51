/**
 * A PostgreSQL bigint (int8) as a JavaScript number, for both drivers (decision 0095): amounts in
 * paise, counts and ids are bigints, and a raw statement's row then holds numbers on PostgreSQL as
 * it does on PGlite. A value a number cannot hold exactly is an error, never a rounded amount.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The bigint ${text} is beyond what a JavaScript number holds exactly`);
  }
  return value;
}
