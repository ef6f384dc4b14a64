import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Schema kinds whose forward parse gives the same value as an encode (zod's backward direction), and
 * which therefore can check an answer by `safeParse`: zod compiles object shapes into one function for
 * a parse, while an encode walks every schema twice (a pass without checks, then the checks). Kinds
 * that act differently by direction (defaults, catches, transforms, pipes and codecs …) or that are
 * not listed are encoded as before.
 */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'nullable',
  'optional',
  'union',
  'record',
  'custom',
  'unknown',
  'any',
]);

interface SchemaInternals {
  def: {
    type: string;
    checks?: { _zod: { def: { check: string } } }[];
    shape?: Record<string, $ZodType>;
    element?: $ZodType;
    innerType?: $ZodType;
    options?: $ZodType[];
    keyType?: $ZodType;
    valueType?: $ZodType;
    catchall?: $ZodType;
  };
}

/**
 * Whether every part of `schema` parses forward exactly as it encodes: no direction-dependent kind and
 * no check that rewrites the value (`.trim()`, `.toLowerCase()` … are `overwrite` checks).
 */
export function parsesAsItEncodes(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const { def } = (schema as unknown as { _zod: SchemaInternals })._zod;
  if (!SAME_BOTH_WAYS.has(def.type)) return false;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  const parts = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
    def.catchall,
  ];
  return parts.every((part) => part === undefined || parsesAsItEncodes(part, seen));
}

/** Thrown when an answer does not match its schema; the error handler makes it a logged 500. */
const encodeWith = encodingSerializerCompiler as unknown as FastifySchemaCompiler<unknown>;

/**
 * The route answers' serializer: each answer is checked against the route's zod schema and what the
 * schema gives back (without the fields it does not name) is what goes out, as JSON (decision 0009).
 * Where the schema parses as it encodes (`parsesAsItEncodes`, all answer schemas today) the check is
 * zod's compiled parse, several times faster on a list than the encode, with the same result and the
 * same refusal of a drifting answer; any other schema is encoded by fastify-type-provider-zod as before.
 *
 * With `verify` (the tests), every answer is also encoded the old way and must be the same JSON.
 */
export function createSerializerCompiler(options: { verify?: boolean } = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const encode = encodeWith(route) as (data: unknown) => string;
    const schema = route.schema as $ZodType;
    if (!(schema instanceof z.core.$ZodType) || !parsesAsItEncodes(schema)) return encode;
    const serialize = (data: unknown) => {
      const result = z.safeParse(schema, data);
      // the encoder's own error: the same 500, the same log line
      if (!result.success) return encode(data);
      return JSON.stringify(result.data);
    };
    if (!options.verify) return serialize;
    return (data: unknown) => {
      const fast = serialize(data);
      const encoded = encode(data);
      if (fast !== encoded)
        throw new Error(`${route.method} ${route.url}: the parsed answer differs from the encoded one`);
      return fast;
    };
  };
}
