/** A LIKE pattern matching text that contains `term` literally (%, _ and \ are escaped). */
export const containsPattern = (term: string) =>
  `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
