import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

const MARKER = '/* plan once */';
/** Distinct statements a process names at most, so each connection's prepared set stays bounded. */
export const MAX_NAMED_STATEMENTS = 200;

/**
 * Marks a hot statement whose best plan does not depend on its parameters' values (lookups by
 * key, not searches or ranges): on PostgreSQL it runs as a named statement, parsed and planned
 * once per connection instead of on every call (decision 0082). Elsewhere the mark is a comment.
 */
export const planOnce = (query: SQL): SQL => sql`${sql.raw(MARKER)} ${query}`;

/** The names of the statements marked by planOnce, one per distinct text. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly maxNamed = MAX_NAMED_STATEMENTS) {}

  /** The name this text runs under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const named = this.names.get(text);
    if (named || this.names.size >= this.maxNamed || !text.startsWith(MARKER)) return named;
    const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  get size() {
    return this.names.size;
  }
}
