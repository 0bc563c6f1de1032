import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { STORE_ID } from '@storefront/shared/contracts';
import { products } from '../../src/db/schema';
import { build, type TestApp } from '../helper';
import { operatorToken, placedOrder, shopper, type Customer } from '../money-helpers';
import { JPEG, multipart, PDF, PNG, type FormPart } from '../multipart';
import { recordResilience } from './report';

/*
 * A fuzz run generated from the OpenAPI document: every operation in it gets
 * an equal share of REQUESTS (never fewer than MIN_PER_ROUTE) built by
 * fast-check from its own parameter and body schemas, then bent out of shape — wrong types, huge (bounded) strings,
 * unicode, control characters, negative and huge numbers, missing and extra fields, malformed
 * JSON and wrong content types — sent anonymously, with a bad token, or as a
 * customer or the operator. No answer may be a 5xx, and every 4xx must carry
 * the standard error body.
 */

const SEED = 20_250_917;
/**
 * The run's size, shared out across the routes: it was 95 a route when there
 * were 82 (7,790 requests, two minutes), and grew with every route to 13,395
 * across 141 and almost five minutes of a busy CI. A fixed total keeps the
 * run's cost where it was as routes are added; each still gets its minimum.
 */
const REQUESTS = 8_000;
const MIN_PER_ROUTE = 40;
/** No generated string is longer than this (in UTF-16 units, and at most 3 bytes each in UTF-8, so ≤ 100 KB). */
const MAX_HUGE = 33_000;
/** A path segment is kept shorter than this. */
const MAX_PATH_PARAM = 2_000;

/*
 * Routes deliberately left out of the run, with the reason. Each is counted and
 * printed. None today: the routes with side effects on the run itself are
 * handled below instead of skipped:
 * - POST /api/auth/logout and /api/auth/logout-all revoke the token they are
 *   sent with (or all of the account's), and POST /api/me/password signs out
 *   the account's other sessions: their signed-in requests use a fresh session
 *   of a dedicated customer, never the shared customer's or operator's token.
 */
const EXCLUDED: Record<string, string> = {};

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

interface Route {
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

type Auth = 'none' | 'garbage' | 'customer' | 'operator';

interface FuzzRequest {
  method: string;
  url: string;
  auth: Auth;
  garbageToken: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---------------------------------------------------------------- values

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'ǅǈ𝕏🏳️‍🌈👩‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  'ثم نفس سقطت وبالتحديد',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '${jndi:ldap://example.test/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '\r\n\r\nX-Injected: 1',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hugeString = fc.oneof(
  fc.integer({ min: 1_000, max: MAX_HUGE * 3 }).map((n) => 'x'.repeat(n)),
  fc
    .tuple(fc.constantFrom('€', '𝕏', 'é', '\u0000', '🏳️‍🌈'), fc.integer({ min: 100, max: 6_000 }))
    .map(([unit, n]) => unit.repeat(n).slice(0, MAX_HUGE)),
);

// Ordinary text with one control character inside: short enough to pass every
// length check, so the character itself is what the API must refuse.
const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => before + control + after);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: withControlCharacter },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);

const smallJson = fc.jsonValue({ maxDepth: 3 });

/** Any JSON value of a type other than the schema's. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const options: fc.Arbitrary<unknown>[] = [fc.constant(null)];
  if (type !== 'string') options.push(hostileString);
  if (type !== 'integer' && type !== 'number') options.push(hostileNumber);
  if (type !== 'boolean') options.push(fc.boolean());
  if (type !== 'array') options.push(fc.array(smallJson, { maxLength: 4 }));
  if (type !== 'object') options.push(fc.dictionary(fc.string({ maxLength: 8 }), smallJson));
  return fc.oneof(...options);
}

/** Values that fit the schema (as far as a generator can tell). */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return smallJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFromSchema(schema);
      case 'integer':
      case 'number': {
        const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
        const min = Math.max(schema.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER) + exclusiveMin;
        const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
        return fc.oneof(
          fc.integer({ min, max: Math.min(max, min + 100) }),
          fc.integer({ min, max }),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object':
        return objectFromSchema(schema, depth, (field) => fromSchema(field, depth + 1));
      default:
        return smallJson;
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function stringFromSchema(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, maxLength));
    } catch {
      // A pattern fast-check cannot read: plain strings, which the route refuses or accepts.
    }
  }
  return fc.string({ minLength, maxLength });
}

function objectFromSchema(
  schema: JsonSchema,
  depth: number,
  field: (schema: JsonSchema, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = field(property, name);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
}

/** One field: its schema's value most of the time, otherwise something hostile. */
const mutatedField = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 3, arbitrary: fromSchema(schema, 1) },
    { weight: 2, arbitrary: wrongType(schema) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constant(null) },
  );

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'role', 'userId', 'storeId', ''];

/** The schema's object with fields bent, dropped and added. */
function mutatedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      objectFromSchema(schema, 0, (field) => mutatedField(field)),
      fc.array(fc.constantFrom(...Object.keys(schema.properties ?? {}), 'x'), { maxLength: 2 }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
        smallJson,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([object, drop, extra]) => {
      const result: Record<string, unknown> = { ...object };
      for (const key of drop) delete result[key];
      // defineProperty, so '__proto__' becomes a real own key in the JSON.
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(result, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return result;
    });
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '{"a":undefined}',
  'undefined',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e999999',
  '-',
  '"unterminated',
  '[]',
  '""',
  'null',
  '{"a":1}{"b":2}',
  '[' + '['.repeat(4_000) + ']'.repeat(4_000) + ']',
  '{"a":' + '9'.repeat(5_000) + '}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/*',
  'image/png',
  'application/jsonx',
  ';;;',
];

// ---------------------------------------------------------------- bodies

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const fileBytes = fc.oneof(
  fc.constantFrom(
    PNG,
    JPEG,
    PDF,
    Buffer.alloc(0),
    Buffer.from('name,email,mobile\nA,a@example.test,+447400000001\n'),
  ),
  fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom(PNG, JPEG, PDF)
    .map((magic) =>
      Buffer.concat([magic.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
    ),
);

function multipartArbitrary(schema: JsonSchema): fc.Arbitrary<Body> {
  const names = Object.keys(schema.properties ?? {});
  const part: fc.Arbitrary<FormPart> = fc.oneof(
    fc.record({
      name: fc.oneof(
        fc.constantFrom(...names),
        hostileString.map((s) => s.slice(0, 200)),
      ),
      value: fc.oneof(
        fromSchema({ enum: schema.properties?.documentType?.enum ?? ['x'] }).map(String),
        hostileString.map((s) => s.slice(0, 2_000)),
      ),
    }),
    fc.record({
      name: fc.oneof(fc.constantFrom(...names), fc.constantFrom('file', 'x', '')),
      filename: fc.oneof(
        fc.constantFrom('a.png', 'a.jpg', 'a.pdf', 'a.csv', '../../etc/passwd.png', ''),
        hostileString.map((s) => s.slice(0, 300)),
      ),
      contentType: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'application/pdf',
        'text/csv',
        'text/html',
        'application/octet-stream',
      ),
      data: fileBytes,
    }),
  );
  return fc.oneof(
    fc.array(part, { maxLength: 6 }).map((parts) => {
      const body = multipart(parts);
      return { payload: body.payload, contentType: body.headers['content-type'] };
    }),
    // Cut short, or announced without a boundary.
    fc
      .tuple(fc.array(part, { minLength: 1, maxLength: 3 }), fc.nat({ max: 200 }))
      .map(([parts, cut]) => {
        const { payload, headers } = multipart(parts);
        return {
          payload: payload.subarray(0, Math.max(0, payload.length - cut)),
          contentType: headers['content-type'],
        };
      }),
    fc
      .array(part, { maxLength: 2 })
      .map((parts) => ({ payload: multipart(parts).payload, contentType: 'multipart/form-data' })),
  );
}

/*
 * Every well-formed body sent to these routes pays for one deliberate scrypt
 * check (about half a second on a busy 2-core machine), so here a well-formed
 * body is rare and the bent ones always break a required field; the handler
 * is still reached a few times a run.
 */
const HASHES_PASSWORD = new Set([
  'POST /api/auth/login',
  'POST /api/me/password',
  'POST /api/auth/password-reset/confirm',
]);

/** The schema's object, bent as above, with one required field always wrong or missing. */
function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const required = schema.required ?? [];
  if (required.length === 0) return mutatedObject(schema);
  return fc
    .tuple(
      mutatedObject(schema),
      fc.constantFrom(...required),
      fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        hostileNumber,
        fc.boolean(),
        fc.constant([]),
      ),
    )
    .map(([object, key, value]) => {
      const result = object as Record<string, unknown>;
      if (value === undefined) delete result[key];
      else result[key] = value;
      return result;
    });
}

function bodyArbitrary(route: Route): fc.Arbitrary<Body> {
  const content = route.operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const asJson = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const strategies: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: smallJson.map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...WRONG_CONTENT_TYPES),
          fc.oneof(
            hostileString,
            smallJson.map((v) => JSON.stringify(v)),
          ),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    // A body with no content type at all.
    { weight: 1, arbitrary: hostileString.map((payload) => ({ payload: payload || 'x' })) },
  ];
  if (json && HASHES_PASSWORD.has(route.key)) {
    strategies.push(
      { weight: 1, arbitrary: fromSchema(json).map(asJson) },
      { weight: 20, arbitrary: brokenObject(json).map(asJson) },
    );
  } else if (json) {
    strategies.push(
      { weight: 2, arbitrary: fromSchema(json).map(asJson) },
      { weight: 8, arbitrary: mutatedObject(json).map(asJson) },
    );
  }
  if (form) strategies.push({ weight: 8, arbitrary: multipartArbitrary(form) });
  return fc.oneof(...strategies);
}

// ---------------------------------------------------------------- urls

/** encodeURIComponent, except that a lone surrogate goes out as the (invalid UTF-8) bytes ED A0 80. */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

function pathValue(parameter: Parameter, known: Record<string, string[]>): fc.Arbitrary<string> {
  const real = known[parameter.name] ?? [];
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fromSchema(parameter.schema).map(String) },
    { weight: 2, arbitrary: hostileString.map((s) => s.slice(0, MAX_PATH_PARAM)) },
    { weight: 2, arbitrary: hostileNumber.map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '99999999999999999999',
        '9007199254740992',
        '2147483648',
        '0x10',
        '1e3',
        ' 1',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
        '..',
        '.',
      ),
    },
  ];
  if (real.length) options.push({ weight: 4, arbitrary: fc.constantFrom(...real) });
  return fc.oneof(...options).map((value) => encode(value));
}

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  if (parameters.length === 0) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: hostileString.map((s) => `x=${encode(s)}`) },
    );
  }
  const one = (parameter: Parameter) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant<string[]>([]) },
        { weight: 3, arbitrary: fromSchema(parameter.schema).map((v) => [encode(String(v))]) },
        { weight: 2, arbitrary: hostileString.map((s) => [encode(s.slice(0, 5_000))]) },
        { weight: 2, arbitrary: hostileNumber.map((n) => [String(n)]) },
        // Repeated keys arrive as an array; raw text is not even well-encoded.
        { weight: 1, arbitrary: fc.constant(['1', '2']) },
        { weight: 1, arbitrary: fc.constantFrom(['%'], ['%E0%A4%A'], ['%00'], ['a&b=c'], ['']) },
      )
      .map((values) => values.map((value) => `${encode(parameter.name)}=${value}`));
  return fc
    .tuple(fc.tuple(...parameters.map(one)), fc.boolean())
    .map(([pairs, extra]) => [...pairs.flat(), ...(extra ? ['unknownParam=1'] : [])].join('&'));
}

// ---------------------------------------------------------------- requests

const garbageToken = fc.oneof(
  fc.constantFrom('', 'null', 'Bearer x', 'x'.repeat(129), 'x'.repeat(128), '0'.repeat(64)),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF-_'), maxLength: 200 }),
);

function requestArbitrary(
  route: Route,
  known: Record<string, string[]>,
): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const secured = Boolean(route.operation.security?.length);
  const auth = fc.oneof(
    { weight: secured ? 1 : 3, arbitrary: fc.constant<Auth>('none') },
    { weight: 1, arbitrary: fc.constant<Auth>('garbage') },
    { weight: 3, arbitrary: fc.constant<Auth>('customer') },
    { weight: 3, arbitrary: fc.constant<Auth>('operator') },
  );
  return fc
    .record({
      pathValues: fc.tuple(...pathParameters.map((p) => pathValue(p, known))),
      query: queryArbitrary(queryParameters),
      body: bodyArbitrary(route),
      auth,
      garbageToken,
    })
    .map(({ pathValues, query, body, auth, garbageToken }) => {
      let path = route.path;
      pathParameters.forEach((parameter, i) => {
        path = path.replace(`{${parameter.name}}`, pathValues[i] ?? '');
      });
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        auth,
        garbageToken,
        headers,
        payload: body.payload,
      };
    });
}

/**
 * Event streams: an answer let through never ends, so it is read as a stream
 * and left open (the app ends it when it closes); a refusal is read whole.
 */
const STREAMS = new Set(['GET /api/me/orders/{orderId}/events', 'GET /api/operator/orders/events']);

/** Routes whose signed-in requests would sign the run's own shared tokens out. */
const SIGNS_OUT = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/me/password',
]);

interface ErrorCheck {
  ok: boolean;
  reason?: string;
}

function checkErrorBody(body: string): ErrorCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reason: 'not an object' };
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || keys[0] !== 'error')
    return { ok: false, reason: `top-level keys ${keys.join(',')}` };
  const error = (parsed as { error: unknown }).error;
  if (!error || typeof error !== 'object') return { ok: false, reason: 'error is not an object' };
  const { code, message, field, ...rest } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !/^[A-Z][A-Z_]*$/.test(code))
    return { ok: false, reason: `code ${String(code)}` };
  if (typeof message !== 'string' || message.length === 0)
    return { ok: false, reason: 'no message' };
  if (field !== undefined && (typeof field !== 'string' || field.length === 0))
    return { ok: false, reason: 'bad field' };
  if (Object.keys(rest).length)
    return { ok: false, reason: `extra keys ${Object.keys(rest).join(',')}` };
  return { ok: true };
}

let api: TestApp;
let customer: Customer;
let operator: string;
let victimId: string;
const known: Record<string, string[]> = {};

beforeAll(async () => {
  api = await build();
  const app = api.app;
  customer = await shopper(app, { approved: true });
  operator = await operatorToken(app);
  victimId = (await shopper(app)).user.id;
  const order = await placedOrder(app, customer);
  const address = await app.inject({
    method: 'POST',
    url: '/api/me/addresses',
    headers: { authKey: customer.token },
    payload: { recipient: 'Fuzz', line1: '1 Fuzz Street', city: 'London', postcode: 'SW1A 1AA' },
  });
  if (address.statusCode !== 201) throw new Error(`address failed: ${address.body}`);
  const productIds = (await app.db.select({ id: products.id }).from(products).limit(5)).map((p) =>
    String(p.id),
  );
  Object.assign(known, {
    storeId: [String(STORE_ID)],
    productId: productIds,
    orderId: [order.id],
    addressId: [address.json().id as string],
    userId: [customer.user.id],
    side: ['front', 'back'],
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

async function tokenFor(
  app: FastifyInstance,
  route: Route,
  request: FuzzRequest,
): Promise<string | undefined> {
  switch (request.auth) {
    case 'none':
      return undefined;
    case 'garbage':
      return request.garbageToken;
    default:
      // A fresh session of a customer kept for this, so these routes never sign out the run.
      if (SIGNS_OUT.has(route.key)) return app.accounts.startSession(victimId);
      return request.auth === 'customer' ? customer.token : operator;
  }
}

it('answers every generated request to every documented route without a 5xx, and every 4xx with the standard error body', async () => {
  const app = api.app;
  const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docs.statusCode).toBe(200);
  const document = docs.json() as { paths: Record<string, Record<string, Operation>> };
  const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
  // The document is the source of the run: a broken one must not pass by fuzzing nothing.
  expect(routes.length).toBeGreaterThanOrEqual(50);
  const fuzzed = routes.filter((route) => !(route.key in EXCLUDED));
  for (const key of Object.keys(EXCLUDED)) expect(routes.map((r) => r.key)).toContain(key);

  // Generated up front with fixed seeds, then sent round-robin across the routes.
  const perRouteCount = Math.max(MIN_PER_ROUTE, Math.ceil(REQUESTS / fuzzed.length));
  const plans = fuzzed.map((route, i) => ({
    route,
    requests: fc.sample(requestArbitrary(route, known), { seed: SEED + i, numRuns: perRouteCount }),
  }));

  const perRoute = new Map<string, Record<string, number>>();
  const perClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const failures: string[] = [];
  let tried = 0;
  let fiveXx = 0;
  const started = Date.now();
  for (let round = 0; round < perRouteCount; round += 1) {
    for (const { route, requests } of plans) {
      const request = requests[round]!;
      const sent = performance.now();
      const token = await tokenFor(app, route, request);
      const streamed = STREAMS.has(route.key);
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(token === undefined ? {} : { authKey: token }) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        ...(streamed ? { payloadAsStream: true } : {}),
      });
      tried += 1;
      const status = response.statusCode;
      let body = '';
      if (!streamed) body = response.body;
      else if (status >= 300) for await (const chunk of response.stream()) body += String(chunk);
      const statusClass = `${Math.floor(status / 100)}xx`;
      perClass[statusClass] = (perClass[statusClass] ?? 0) + 1;
      const counts = perRoute.get(route.key) ?? {};
      counts[statusClass] = (counts[statusClass] ?? 0) + 1;
      counts.ms = (counts.ms ?? 0) + (performance.now() - sent);
      perRoute.set(route.key, counts);
      const describe = () =>
        `${route.key} ← ${request.method} ${request.url.slice(0, 200)} [${request.auth}] ` +
        `${String(request.headers['content-type'])} ${String(request.payload ?? '').slice(0, 200)} → ${status} ${body.slice(0, 300)}`;
      if (status >= 500) {
        fiveXx += 1;
        failures.push(describe());
      } else if (status >= 400) {
        const check = checkErrorBody(body);
        if (!check.ok) failures.push(`${check.reason}: ${describe()}`);
      } else if (status < 200) {
        failures.push(`unexpected status: ${describe()}`);
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const table = [...perRoute.entries()]
    .map(([key, counts]) => {
      const { ms = 0, ...classCounts } = counts;
      const total = Object.values(classCounts).reduce((a, b) => a + b, 0);
      const classes = Object.entries(classCounts)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      return `  ${key.padEnd(62)} ${String(total).padStart(4)}  (${classes}) ${Math.round(ms)} ms`;
    })
    .join('\n');
  console.log(
    `[fuzz] ${tried} requests over ${perRoute.size} of ${routes.length} documented routes in ${seconds} s ` +
      `(seed ${SEED}); excluded ${Object.keys(EXCLUDED).length}\n` +
      `[fuzz] by status class: ${Object.entries(perClass)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}\n` +
      `[fuzz] per route:\n${table}` +
      (failures.length
        ? `\n[fuzz] failures (first 40):\n  ${failures.slice(0, 40).join('\n  ')}`
        : ''),
  );
  recordResilience({
    area: 'hostile input',
    check: `OpenAPI fuzz: ${tried} generated requests across ${perRoute.size} routes, no 5xx, standard 4xx body`,
    tried,
    failed: failures.length,
    fiveXx,
  });

  expect(tried).toBeGreaterThanOrEqual(5_000);
  expect(perRoute.size).toBe(fuzzed.length);
  for (const route of fuzzed) expect(perRoute.get(route.key)).toBeDefined();
  expect(failures.slice(0, 20)).toEqual([]);
  expect(fiveXx).toBe(0);
  // 11,000 requests take about 12 s alone; CI runs this pass beside the PostgreSQL one on two cores.
}, 300_000);
