import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// How an answer becomes JSON: by fast-json-stringify (Fastify's own
// serializer) from the route's response schema, read as JSON Schema. Only
// the fields a schema declares are written, as zod's parse wrote them, so
// nothing the code carries (a password's hash, a row's other columns) leaks.
// Zod's parse also checked every value on its way out, and that cost more
// than the answer's SQL: 82 µs for a page of the order desk where this takes
// 14–28 µs; under load, 22 % of the API's time on the desk's pages, 11 % with
// this (docs/scale.md). What it gives up: a value of the wrong type is
// written as the type its schema declares (fast-json-stringify converts it)
// where zod refused the answer; the API's tests check the values themselves.
// A schema JSON Schema cannot state (a transform or a codec, which only zod
// runs) keeps zod's serializer.

type Serializer = (data: unknown) => string;

const zodSerializer = createSerializerCompiler({});

/** The zod type a route's response names: the schema itself, or `{ properties }` around it. */
function zodTypeOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/** What only checks a value: fast-json-stringify writes the same without it. */
const onlyChecks = (keyword: string, value: unknown) =>
  keyword === 'format' ||
  keyword === 'pattern' ||
  // false only: a record's `additionalProperties` is the schema of its values.
  (keyword === 'additionalProperties' && value === false);
/** Keywords whose value maps names (a field's, a definition's) to schemas. */
const SCHEMAS_BY_NAME = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * The schema as fast-json-stringify needs it to write: without the keywords
 * that only check. It still writes only the declared fields, and it picks a
 * union's member as zod did, by the member's fields, types and literals: with
 * `additionalProperties: false`, a value with one field more (as a row often
 * has) matched no member, and Ajv's formats and patterns are not zod's.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (typeof schema !== 'object' || schema === null) return schema;
  const nullable = nullableMember(schema);
  if (nullable) return orNull(forWriting(nullable) as { type: string; enum?: unknown[] });
  const kept = Object.entries(schema).filter(([keyword, value]) => !onlyChecks(keyword, value));
  return Object.fromEntries(
    kept.map(([keyword, value]) => [
      keyword,
      SCHEMAS_BY_NAME.has(keyword)
        ? Object.fromEntries(
            Object.entries(value as object).map(([name, member]) => [name, forWriting(member)]),
          )
        : forWriting(value),
    ]),
  );
}

/**
 * X of zod's `X.nullable()` (`anyOf: [X, { type: 'null' }]`) where X is of
 * one type. Written as X whose type may also be null, fast-json-stringify
 * writes null or X; as an anyOf it validated every value against X to choose
 * (the low-stock view answered 362–393 a second where zod's serializer
 * answered 552–562, docs/scale.md).
 */
function nullableMember(schema: object): unknown {
  const members = (schema as { anyOf?: unknown[] }).anyOf;
  if (Object.keys(schema).length !== 1 || members?.length !== 2) return undefined;
  const [member, other] = members as { type?: unknown }[];
  const ofOneType = typeof member?.type === 'string' && member.type !== 'null';
  return ofOneType && other?.type === 'null' ? member : undefined;
}

/** A schema of one type, null allowed too (as a union's member, Ajv checks it as written). */
function orNull(schema: { type: string; enum?: unknown[] }) {
  return {
    ...schema,
    type: [schema.type, 'null'],
    ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
  };
}

/** A schema's answers as fast-json-stringify writes them; undefined where JSON Schema falls short. */
export function fastSerializerOf(schema: z.ZodType): Serializer | undefined {
  try {
    // draft-7: the draft fast-json-stringify's own validator (for anyOf) reads.
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(forWriting(jsonSchema) as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return undefined;
  }
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodType = zodTypeOf(route.schema);
  const fast = zodType && fastSerializerOf(zodType);
  return fast ?? zodSerializer(route as Parameters<typeof zodSerializer>[0]);
};
