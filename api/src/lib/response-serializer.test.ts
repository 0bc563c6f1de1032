import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOrderPageSchema } from '@storefront/shared/operator-contracts';
import { fastSerializerOf, serializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as Parameters<
    typeof serializerCompiler
  >[0];
const zodWritten = (schema: z.ZodType, data: unknown) =>
  createSerializerCompiler({})(route(schema) as never)(data);

const order = (overrides: Record<string, unknown> = {}) => ({
  id: '58cfa1de-599d-49ac-bd29-0580a960d3a7',
  number: 'CM-000042',
  status: 'confirmed',
  deliveryOption: 'delivery',
  paymentMethod: 'card',
  slot: { startsAt: '2026-12-08T09:00:00.000Z', endsAt: '2026-12-08T10:00:00.000Z' },
  currency: 'GBP',
  subtotalMinor: 4378,
  deliveryFeeMinor: 0,
  discountCode: 'SAVE10',
  discountMinor: 437,
  totalMinor: 3941,
  walletPaidMinor: 0,
  itemCount: 5,
  createdAt: '2026-12-05T21:56:02.937Z',
  customer: {
    id: '74a9d70f-756f-48cb-851c-312112c9dd6b',
    name: 'Tom “Tommy” Ward',
    mobile: '+447900107043',
  },
  ...overrides,
});

describe('the response serializer', () => {
  it('writes an order desk page as zod wrote it: nulls, a slot or none, quotes in a name', () => {
    const page = {
      items: [order(), order({ slot: null, discountCode: null, number: 'CM-000041' })],
      pageSize: 20,
      nextCursor: 'abc',
      previousCursor: null,
    };
    const written = serializerCompiler(route(operatorOrderPageSchema))(page);
    expect(written).toBe(zodWritten(operatorOrderPageSchema, page));
    expect(JSON.parse(written)).toEqual(page);
  });

  it('writes only the fields a schema declares, at every depth', () => {
    const schema = z.object({
      id: z.string(),
      customer: z.object({ name: z.string() }),
      lines: z.array(z.object({ sku: z.string() })),
    });
    const written = serializerCompiler(route(schema))({
      id: 'u1',
      passwordHash: 'scrypt$secret',
      customer: { name: 'Ann', mobile: '+447900000001' },
      lines: [{ sku: 'SC-1', costMinor: 12 }],
    });
    expect(JSON.parse(written)).toEqual({
      id: 'u1',
      customer: { name: 'Ann' },
      lines: [{ sku: 'SC-1' }],
    });
  });

  it('writes each member of a union by its own schema', () => {
    const schema = z.object({
      result: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('card'), last4: z.string() }),
        z.object({ kind: z.literal('wallet'), balanceMinor: z.number().int() }),
      ]),
    });
    const serialize = serializerCompiler(route(schema));
    expect(
      JSON.parse(serialize({ result: { kind: 'card', last4: '4242', balanceMinor: 1 } })),
    ).toEqual({
      result: { kind: 'card', last4: '4242' },
    });
    expect(JSON.parse(serialize({ result: { kind: 'wallet', balanceMinor: 500 } }))).toEqual({
      result: { kind: 'wallet', balanceMinor: 500 },
    });
  });

  it('writes a nullable union, and a nullable list or number, as null or as itself', () => {
    const schema = z.object({
      substitution: z
        .discriminatedUnion('choice', [
          z.object({ choice: z.literal('none') }),
          z.object({ choice: z.literal('product'), productId: z.number().int() }),
        ])
        .nullable(),
      tags: z.array(z.string()).nullable(),
      weightGrams: z.number().int().nullable(),
    });
    const serialize = serializerCompiler(route(schema));
    for (const value of [
      { substitution: null, tags: null, weightGrams: null },
      { substitution: { choice: 'product', productId: 7 }, tags: ['cold'], weightGrams: 0 },
      { substitution: { choice: 'none' }, tags: [], weightGrams: 1250 },
    ]) {
      expect(serialize(value)).toBe(zodWritten(schema, value));
    }
  });

  it('chooses a union’s member by its nullable fields, null or not', () => {
    const schema = z.union([
      z.object({
        token: z.string(),
        role: z.enum(['owner', 'picker']).nullable(),
        address: z.object({ city: z.string() }).nullable(),
      }),
      z.object({ challenge: z.string() }),
    ]);
    const serialize = serializerCompiler(route(schema));
    for (const value of [
      { token: 't', role: null, address: null },
      { token: 't', role: 'picker', address: { city: 'Leeds' } },
      { challenge: 'c' },
    ]) {
      expect(serialize(value)).toBe(zodWritten(schema, value));
    }
  });

  it('writes every entry of a record', () => {
    const schema = z.object({
      before: z.record(z.string(), z.unknown()),
      counts: z.record(z.string(), z.number()),
    });
    const value = { before: { status: 'placed', note: null }, counts: { apples: 3 } };
    expect(serializerCompiler(route(schema))(value)).toBe(zodWritten(schema, value));
  });

  it('writes a field named as a JSON Schema keyword', () => {
    const schema = z.object({ format: z.string(), pattern: z.string().nullable() });
    const written = serializerCompiler(route(schema))({ format: 'csv', pattern: null, other: 1 });
    expect(JSON.parse(written)).toEqual({ format: 'csv', pattern: null });
  });

  it('refuses an answer without a field its schema requires', () => {
    const schema = z.object({ id: z.string(), total: z.number() });
    expect(() => serializerCompiler(route(schema))({ id: 'x' })).toThrow(/total/);
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot state', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: isoDate });
    expect(fastSerializerOf(schema)).toBeUndefined();
    const at = new Date('2026-12-07T10:00:00.000Z');
    expect(serializerCompiler(route(schema))({ at })).toBe(zodWritten(schema, { at }));
  });
});
