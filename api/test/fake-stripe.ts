import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { build, type TestApp } from './helper';

// The API with Stripe's own SDK, pointed at testing/fake-stripe started as its
// own process, over real HTTP both ways: the fake signs its webhooks with the
// SDK's generateTestHeaderString. Nothing above the network is mocked.

const FAKE_STRIPE = path.resolve(__dirname, '../../testing/fake-stripe/server.mjs');

export const SECRET_KEY = 'sk_test_card_payments';
export const WEBHOOK_SECRET = 'whsec_card_payments';

/** Pay by card, collect in store. */
export const card = { deliveryOption: 'pickup', paymentMethod: 'card' } as const;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts testing/fake-stripe as its own process; answers its address once it listens. */
async function startFakeStripe(webhookUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [FAKE_STRIPE], {
    env: {
      ...process.env,
      FAKE_STRIPE_PORT: '0',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FAKE_STRIPE_WEBHOOK_URL: webhookUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fake Stripe exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return { url, child };
}

export interface CardStore {
  api: TestApp;
  fake: { url: string; child: ChildProcess };
  /** The SDK as a test reads Stripe's side with it. */
  stripe: Stripe;
  close(): Promise<void>;
}

/** The API listening with Stripe set up, and the fake it talks to. */
export async function startCardStore(): Promise<CardStore> {
  const apiPort = await freePort();
  const fake = await startFakeStripe(`http://127.0.0.1:${apiPort}/api/payments/stripe/webhook`);
  const api = await build({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  await api.app.listen({ port: apiPort, host: '127.0.0.1' });
  const address = new URL(fake.url);
  const stripe = new Stripe(SECRET_KEY, {
    host: address.hostname,
    port: Number(address.port),
    protocol: 'http',
  });
  return {
    api,
    fake,
    stripe,
    async close() {
      fake.child.kill('SIGTERM');
      await api.close();
    },
  };
}

/** What the customer does on Stripe's page: types a card and pays. Answers where it sent them. */
export async function payOnStripePage(payUrl: string, cardNumber = '4242 4242 4242 4242') {
  const response = await fetch(payUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

/** Every request the fake was sent, oldest first. */
export async function fakeRequests(fakeUrl: string): Promise<FakeRequest[]> {
  const list = (await (await fetch(`${fakeUrl}/__fake/requests`)).json()) as {
    data: FakeRequest[];
  };
  return list.data;
}

export interface FakeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * Has the fake send a correctly signed event about one of its objects, with
 * `changes` to its fields (an unpaid or tampered event); answers once the API
 * answered it.
 */
export async function sendFakeEvent(
  fakeUrl: string,
  event: { type: string; object: string; changes?: Record<string, unknown> },
): Promise<{ event: FakeEvent; delivered: boolean }> {
  const response = await fetch(`${fakeUrl}/__fake/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
  if (!response.ok) throw new Error(`fake Stripe refused the event: ${await response.text()}`);
  return (await response.json()) as { event: FakeEvent; delivered: boolean };
}

/** Has the fake deliver an event again, with its id, as Stripe's Resend does. */
export async function resendFakeEvent(fakeUrl: string, eventId: string): Promise<boolean> {
  const response = await fetch(`${fakeUrl}/__fake/events/${eventId}/resend`, { method: 'POST' });
  if (!response.ok) throw new Error(`fake Stripe could not resend ${eventId}`);
  return ((await response.json()) as { delivered: boolean }).delivered;
}
