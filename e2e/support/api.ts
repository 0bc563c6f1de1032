import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn } from './two-factor';

export const API = 'http://localhost:3000/api';

/** The local server that answers as Stripe's API does (testing/fake-stripe), which the e2e API pays through. */
export const FAKE_STRIPE_URL = 'http://127.0.0.1:12111';

export const OPERATOR = { identifier: 'operator@corner-market.test', password: 'operator-38-pass' };

/** '07400 123456' → '+447400123456', the form the API keeps and the outbox uses; E.164 stays as it is. */
export const toE164 = (ukMobile: string) =>
  ukMobile.startsWith('+') ? ukMobile : `+44${ukMobile.replace(/\s/g, '').slice(1)}`;

/**
 * The newest code texted to a number, read from the development outbox. Read it only once the page
 * shows that the send went through: the text is written when the API answers, not on the click.
 */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`${API}/dev/outbox`, { params: { mobile: toE164(mobile) } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { body: string }[] };
  // Order updates share the outbox; only a code text says "code is".
  const code = items
    .map((item) => /\bcode is (\d{6})\b/.exec(item.body)?.[1])
    .find((found) => found !== undefined);
  if (!code) throw new Error(`No code in the outbox for ${mobile}`);
  return code;
}

/** A fresh operator token for the seeded store's operator (the owner), past the second step. */
export function operatorToken(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, API, OPERATOR);
}

// The smallest valid PNG: the API reads the type from these bytes.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
