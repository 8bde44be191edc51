import * as drizzle from 'drizzle-orm';
import {
  Column,
  Name,
  Param,
  SQL,
  StringChunk,
  Table,
  type BuildQueryConfig,
  type QueryTypingsValue,
  type QueryWithTypings,
} from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';

/** Distinct texts trusted at most: hot statements are a few dozen. */
const MAX_TRUSTED = 1_000;

/** A chunk the lean builder does not know: the statement is built by drizzle. */
class Unknown extends Error {}

interface Build {
  text: string;
  params: unknown[];
  typings: QueryTypingsValue[];
}

// Drizzle's own marks on tables, which its typings keep internal.
const { IsAlias } = drizzle as unknown as { IsAlias: symbol };
const TableSymbols = (Table as unknown as { Symbol: { Schema: symbol; Name: symbol } }).Symbol;

const tableName = (table: Table, escapeName: (name: string) => string) => {
  const marks = table as unknown as Record<symbol, unknown>;
  const schema = marks[TableSymbols.Schema] as string | undefined;
  const name = escapeName(marks[TableSymbols.Name] as string);
  return schema === undefined || marks[IsAlias] ? name : `${escapeName(schema)}.${name}`;
};

const isPlainValue = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  value instanceof Date;

// A parameter's typing depends only on its encoder (a column, or drizzle's no-op one).
const typings = new WeakMap<object, QueryTypingsValue>();
const typingOf = (encoder: Param['encoder'], config: BuildQueryConfig) => {
  if (!config.prepareTyping) return 'none';
  let typing = typings.get(encoder);
  if (!typing) {
    typing = config.prepareTyping(encoder);
    typings.set(encoder, typing);
  }
  return typing;
};

// Columns and tables render the same every time for one dialect: once each.
let renderedFor: BuildQueryConfig['escapeName'] | undefined;
let rendered = new WeakMap<object, string>();

function renderedName(entity: Column | Table, config: BuildQueryConfig): string {
  if (config.escapeName !== renderedFor) {
    renderedFor = config.escapeName;
    rendered = new WeakMap();
  }
  let text = rendered.get(entity);
  if (text === undefined) {
    text =
      entity instanceof Column
        ? `${tableName(entity.table, config.escapeName)}.${config.escapeName(config.casing.getColumnCasing(entity))}`
        : tableName(entity, config.escapeName);
    rendered.set(entity, text);
  }
  return text;
}

const addParam = (
  build: Build,
  value: unknown,
  typing: QueryTypingsValue,
  config: BuildQueryConfig,
) => {
  build.text += config.escapeParam(build.params.length, value);
  build.params.push(value);
  build.typings.push(typing);
};

/** drizzle's buildQueryFromSourceParams for the chunks hot statements use, with instanceof. */
function append(chunks: readonly unknown[], config: BuildQueryConfig, build: Build): void {
  for (let index = 0; index < chunks.length; index += 1) {
    const chunk = chunks[index];
    if (chunk instanceof StringChunk) {
      const { value } = chunk;
      build.text += value.length === 1 ? value[0] : value.join('');
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) {
        throw new Unknown();
      }
      append(chunk.queryChunks, config, build);
    } else if (chunk instanceof Column || chunk instanceof Table) {
      build.text += renderedName(chunk, config);
    } else if (chunk instanceof Name) {
      build.text += config.escapeName(chunk.value);
    } else if (chunk instanceof Param) {
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (!isPlainValue(value) && !Array.isArray(value)) throw new Unknown();
      addParam(build, value, typingOf(chunk.encoder, config), config);
    } else if (chunk !== undefined) {
      if (!isPlainValue(chunk)) throw new Unknown();
      addParam(build, chunk, 'none', config);
    }
  }
}

/**
 * Builds a hot statement's SQL the way drizzle does, about 8 times faster (drizzle asks each
 * chunk what it is through its prototype chain). A text is trusted once it matched drizzle's
 * build, text and parameters; until then, or for chunks it does not know, drizzle builds it.
 */
export function createLeanBuilder() {
  const trusted = new Set<string>();
  return (
    query: SQL,
    config: BuildQueryConfig,
    drizzleBuild: () => QueryWithTypings,
  ): QueryWithTypings => {
    const build: Build = { text: '', params: [], typings: [] };
    try {
      append(query.queryChunks, config, build);
    } catch (error) {
      if (error instanceof Unknown) return drizzleBuild();
      throw error;
    }
    const lean: QueryWithTypings =
      build.params.length > 0
        ? { sql: build.text, params: build.params, typings: build.typings }
        : { sql: build.text, params: build.params };
    if (trusted.has(build.text)) return lean;
    const built = drizzleBuild();
    const isSame = isDeepStrictEqual(built, lean);
    if (isSame && trusted.size < MAX_TRUSTED) {
      trusted.add(build.text);
    }
    return built;
  };
}
