import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { products, users } from '../src/db/schema';
import { as, registerCustomer, stockProduct, verifyMobile } from './helper';
import { signIn } from './staff-sign-in';

export type Customer = Awaited<ReturnType<typeof registerCustomer>>;

export const pickup = { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' } as const;

/** A freshly registered customer with a verified mobile (and approved documents when asked). */
export async function shopper(
  app: FastifyInstance,
  options: { approved?: boolean; ref?: string; name?: string } = {},
): Promise<Customer> {
  const overrides: Record<string, unknown> = {};
  if (options.ref) overrides.ref = options.ref;
  if (options.name) overrides.name = options.name;
  const customer = await registerCustomer(app, overrides);
  await verifyMobile(app, customer.user.id);
  if (options.approved) await approveDocuments(app, customer.user.id);
  return customer;
}

/** What the operator's document review does to the account. */
export async function approveDocuments(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.update(users).set({ documentStatus: 'approved' }).where(eq(users.id, userId));
}

/** The seeded operator's (the owner's) token, past the second step. */
export async function operatorToken(app: FastifyInstance): Promise<string> {
  const { token } = await signIn(
    app,
    SEED_ACCOUNTS.operator.email,
    SEED_ACCOUNTS.operator.password,
  );
  return token;
}

export async function giveCredit(
  app: FastifyInstance,
  operator: string,
  userId: string,
  amountMinor: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/operator/customers/${userId}/wallet-credits`,
    headers: as(operator),
    payload: { amountMinor, note: 'Goodwill' },
  });
  if (response.statusCode !== 201) throw new Error(`credit failed: ${response.body}`);
  return response.json();
}

export async function addToCart(
  app: FastifyInstance,
  customer: Customer,
  productId: number,
  quantity: number,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/me/cart/items/${productId}`,
    headers: as(customer.token),
    payload: { quantity },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart failed: ${response.body}`);
}

export const place = (app: FastifyInstance, customer: Customer, payload: object = pickup) =>
  app.inject({ method: 'POST', url: '/api/me/orders', headers: as(customer.token), payload });

/** A saved address of the customer's, for a delivery order. */
export async function savedAddress(
  app: FastifyInstance,
  customer: Customer,
  address: object = { recipient: 'Ada', line1: '1 High St', city: 'London', postcode: 'SW1A 1AA' },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/addresses',
    headers: as(customer.token),
    payload: address,
  });
  if (response.statusCode !== 201) throw new Error(`address refused: ${response.body}`);
  return response.json().id as string;
}

/** Places the cart for home delivery, paid cash on delivery, to the given address. */
export async function placeForDelivery(
  app: FastifyInstance,
  customer: Customer,
  addressId: string,
) {
  const response = await place(app, customer, {
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    addressId,
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json() as { id: string; number: string; totalMinor: number; status: string };
}

/** A placed pickup order of `quantity` of the product at `priceMinor` each. */
export async function placedOrder(
  app: FastifyInstance,
  customer: Customer,
  options: {
    slug?: string;
    priceMinor?: number;
    quantity?: number;
    walletAmountMinor?: number;
  } = {},
) {
  const product = await stockProduct(
    app,
    options.slug ?? 'basmati-rice',
    100,
    options.priceMinor ?? 1000,
  );
  await addToCart(app, customer, product.id, options.quantity ?? 1);
  const response = await place(app, customer, {
    ...pickup,
    ...(options.walletAmountMinor === undefined
      ? {}
      : { walletAmountMinor: options.walletAmountMinor }),
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json() as { id: string; number: string; totalMinor: number; status: string };
}

/** An operator's move; a cancellation without a note gets a reason, as the API requires. */
export const moveOrder = (
  app: FastifyInstance,
  operator: string,
  orderId: string,
  status: string,
  note: string | undefined = status === 'cancelled' ? 'Cancelled in a test' : undefined,
) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: as(operator),
    payload: note === undefined ? { status } : { status, note },
  });

/** Walks a pickup order through confirmed and ready for pickup to completed. */
export async function completePickup(app: FastifyInstance, operator: string, orderId: string) {
  for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
    const response = await moveOrder(app, operator, orderId, status);
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.body}`);
  }
}

export const getAs = (app: FastifyInstance, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: as(token) });

/** The seeded bananas, sold loose: £1.15 a kg, one reckoned at 180 g (21p). */
export async function looseBananas(app: FastifyInstance) {
  const product = await stockProduct(app, 'fairtrade-bananas', 400, 115);
  await app.db
    .update(products)
    .set({ unit: 'per_kg', estimatedWeightGrams: 180 })
    .where(eq(products.id, product.id));
  app.catalogueAnswers.clear();
  return product;
}
