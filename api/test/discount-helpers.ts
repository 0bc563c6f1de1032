import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorCall } from './catalogue-helpers';
import { as } from './helper';

/** A code no other test has: codes are unique per store. */
export const freshCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A code made by the operator, 10 % off everything unless `fields` say otherwise. */
export async function createDiscountCode(
  app: FastifyInstance,
  operator: string,
  fields: Record<string, unknown>,
) {
  const response = await operatorCall(app, operator, 'POST', '/discount-codes', {
    kind: 'percent',
    percentOff: 10,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`code refused: ${response.body}`);
  return response.json() as { id: string; code: string; uses: number; description: string };
}

/** Applies a code to the customer's cart: the cart answer prices it, or a 409 says why not. */
export const applyDiscountCode = (app: FastifyInstance, token: string, code: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/me/cart/discount',
    headers: as(token),
    payload: { code },
  });
