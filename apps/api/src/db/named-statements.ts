import { createHash } from 'node:crypto';
import pg from 'pg';

/** A statement is prepared once it has been seen this often: one-off shapes stay unnamed. */
export const NAME_AFTER_USES = 2;
/** Distinct statements a process names at most, so each connection's prepared set stays bounded. */
export const MAX_NAMED_STATEMENTS = 500;

const isDml = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Which statement texts run as named (server-side prepared) statements: PostgreSQL then parses
 * and plans a repeated statement once per connection instead of on every call (decision 0082).
 * Statements already named by their caller, text-only queries and rare shapes are left alone.
 */
export class StatementNames {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly nameAfterUses = NAME_AFTER_USES,
    private readonly maxNamed = MAX_NAMED_STATEMENTS,
  ) {}

  /** The name this text runs under now, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const named = this.names.get(text);
    if (named || this.names.size >= this.maxNamed || !isDml.test(text)) return named;
    const seen = (this.uses.get(text) ?? 0) + 1;
    if (seen < this.nameAfterUses) {
      // Counting is bounded too: a flood of one-off shapes only restarts the count.
      if (this.uses.size >= this.maxNamed * 4) this.uses.clear();
      this.uses.set(text, seen);
      return undefined;
    }
    this.uses.delete(text);
    const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  get size() {
    return this.names.size;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** A pg Client class whose parameterised queries run as named statements when repeated. */
export function namingClient(names: StatementNames): typeof pg.Client {
  class NamingClient extends pg.Client {}
  const query = pg.Client.prototype.query;
  NamingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const asConfig = config as QueryConfig | undefined;
    if (asConfig && typeof asConfig === 'object' && typeof asConfig.text === 'string') {
      const name = asConfig.name ? undefined : names.nameFor(asConfig.text);
      if (name) config = { ...asConfig, name };
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}
