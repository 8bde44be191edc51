import { createHash } from 'node:crypto';
import {
  Placeholder,
  SQL,
  sql,
  StringChunk,
  type BuildQueryConfig,
  type QueryWithTypings,
} from 'drizzle-orm';
import { createLeanBuilder } from './lean-sql';

const MARKER = '/* plan once */';
/** Distinct statements a process names at most, so each connection's prepared set stays bounded. */
export const MAX_NAMED_STATEMENTS = 200;

/**
 * Marks a hot statement whose best plan does not depend on its parameters' values (lookups by
 * key, not searches or ranges): on PostgreSQL it runs as a named statement, parsed and planned
 * once per connection instead of on every call (decision 0082). Elsewhere the mark is a comment.
 */
export const planOnce = (query: SQL): SQL => new PlannedSql([new StringChunk(`${MARKER} `), query]);

const leanBuild = createLeanBuilder();

/** Drizzle asks for a statement on its own, numbered from $1, its values as parameters. */
const isPlainBuild = (config: BuildQueryConfig) =>
  !config.inlineParams && !config.paramStartIndex && !config.invokeSource;

/** A marked statement: built by the lean builder when drizzle's options allow (decision 0088). */
class PlannedSql extends SQL {
  override toQuery(config: BuildQueryConfig): QueryWithTypings {
    if (!isPlainBuild(config)) return super.toQuery(config);
    return leanBuild(this, config, () => super.toQuery(config));
  }
}

/**
 * A hot statement built once (decision 0091): `build` lays it out with a slot for each value that
 * changes from call to call, and each call only fills the slots. Drizzle's building of every
 * statement on every call was 8 % of a checkout's API CPU. The statement is planned once
 * (planOnce). Run it on its own, never inside another statement: there its slots would go
 * unfilled, and drizzle refuses a statement with an unfilled slot.
 */
export function statementOnce<Values extends Record<string, unknown>>(
  build: (slot: (name: keyof Values & string) => SQL) => SQL,
): (values: Values) => SQL {
  const template = planOnce(build((name) => sql`${sql.placeholder(name)}`));
  // Built at its first run; pg's and PGlite's dialects render it alike.
  let built: QueryWithTypings | undefined;
  return (values) =>
    new FilledStatement(template.queryChunks, values, (config) => {
      built ??= template.toQuery(config);
      return built;
    });
}

/** A statementOnce statement with its values: its text and typings as built the first time. */
class FilledStatement extends SQL {
  constructor(
    chunks: SQL['queryChunks'],
    private readonly values: Record<string, unknown>,
    private readonly builtWith: (config: BuildQueryConfig) => QueryWithTypings,
  ) {
    super(chunks);
  }

  override toQuery(config: BuildQueryConfig): QueryWithTypings {
    if (!isPlainBuild(config)) return super.toQuery(config);
    const built = this.builtWith(config);
    const params = built.params.map((param) => {
      if (!(param instanceof Placeholder)) return param;
      if (!(param.name in this.values)) throw new TypeError(`No value for the slot ${param.name}`);
      return this.values[param.name];
    });
    return { ...built, params };
  }
}

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
