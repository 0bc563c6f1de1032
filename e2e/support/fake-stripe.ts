import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FAKE_STRIPE_URL } from './api';

/** An event the local server that answers as Stripe does (testing/fake-stripe) sent the API. */
export interface FakeEvent {
  type: string;
  data: {
    object: {
      id: string;
      object: string;
      amount?: number;
      amount_received?: number;
      amount_refunded?: number;
      status?: string;
      payment_intent?: string;
      metadata?: Record<string, string>;
    };
  };
}

/**
 * The events of `type` about one order's card payment, oldest first: those of
 * its PaymentIntent (the API names the order in the intent's metadata) and of
 * the intent's charges. Never the server's latest event, which may be another
 * spec's order, paid at the same time in another worker.
 */
export async function orderCardEvents(
  request: APIRequestContext,
  orderId: string,
  type: string,
): Promise<FakeEvent[]> {
  const response = await request.get(`${FAKE_STRIPE_URL}/__fake/events`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: FakeEvent[] };
  const intents = new Set(
    data
      .map(({ data: { object } }) => object)
      .filter(
        (object) => object.object === 'payment_intent' && object.metadata?.orderId === orderId,
      )
      .map((intent) => intent.id),
  );
  expect(intents.size, `the order ${orderId}'s payment intent`).toBe(1);
  return data.filter(
    ({ type: each, data: { object } }) =>
      each === type && (intents.has(object.id) || intents.has(object.payment_intent ?? '')),
  );
}

/** Types a test card into Stripe's page (the fake's), as a customer would: 4242… is paid, 4000 0000 0000 0002 declined. */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}
