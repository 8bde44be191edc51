import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isNullSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as JsonSchema).type === 'null';

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`; fast-json-stringify serialises an
 * anyOf by validating each branch, so a nullable primitive becomes `type: [X, 'null']` instead.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, simplify(value)]),
  );
  const { anyOf } = schema;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((branch) => !isNullSchema(branch)) as JsonSchema;
    if (typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      const { anyOf: _dropped, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}

/**
 * For hot read routes: the response's zod schema compiled once to a fast-json-stringify function.
 * Like zod's encode it writes only the declared fields (nothing extra can leak), without
 * re-validating every value that the service's types already guarantee.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }) {
  if (!(schema instanceof z.ZodType)) throw new TypeError('A zod response schema is expected');
  return fastJson(simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as object);
}
