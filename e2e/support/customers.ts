import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, latestCode, operatorToken, PNG } from './api';
import { signIn, uniqueDigits } from './shopper';
import type { Slot } from './slots';

// Customers made and moved along through the API, as their own clicks and the
// operator's would, so a test can start from the state it is about.

export const PASSWORD = 'a long enough password';

export interface Customer {
  id: string;
  token: string;
  name: string;
  email: string;
  mobile: string;
  referralCode: string;
}

export const auth = (token: string) => ({ authKey: token });

export async function registerByApi(
  request: APIRequestContext,
  firstName = 'Mia',
): Promise<Customer> {
  const digits = uniqueDigits();
  const details = {
    name: `${firstName} ${digits}`,
    email: `${firstName.toLowerCase()}${digits}@example.test`,
    mobile: `+447400${digits}`,
    password: PASSWORD,
  };
  const response = await request.post(`${API}/auth/register`, { data: details });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as {
    token: string;
    user: { id: string; referralCode: string };
  };
  return { ...details, id: user.id, token, referralCode: user.referralCode };
}

/** The customer verifies their mobile the way the API asks: a texted code. */
export async function verifyMobileByApi(request: APIRequestContext, customer: Customer) {
  const sent = await request.post(`${API}/otp/send`, { headers: auth(customer.token), data: {} });
  expect(sent.ok()).toBe(true);
  const code = await latestCode(request, customer.mobile);
  const verified = await request.post(`${API}/otp/verify`, {
    headers: auth(customer.token),
    data: { code },
  });
  expect(verified.ok()).toBe(true);
}

export async function uploadPassportByApi(request: APIRequestContext, customer: Customer) {
  const response = await request.post(`${API}/uploaddocument`, {
    headers: auth(customer.token),
    multipart: {
      documentType: 'passport',
      front: { name: 'passport.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status()).toBe(201);
}

/** The operator approves the customer's pending document, through the API. */
export async function approveDocuments(request: APIRequestContext, customer: Customer) {
  const authKey = await operatorToken(request);
  const queue = await request.get(`${API}/operator/documents`, {
    headers: { authKey },
    params: { status: 'pending' },
  });
  const { items } = (await queue.json()) as {
    items: { id: string; customer: { email: string | null } }[];
  };
  const document = items.find((item) => item.customer.email === customer.email);
  if (!document) throw new Error(`No pending document for ${customer.email}`);
  const review = await request.post(`${API}/operator/documents/${document.id}/review`, {
    headers: { authKey },
    data: { decision: 'approve' },
  });
  expect(review.status()).toBe(200);
}

export async function creditWallet(
  request: APIRequestContext,
  customer: Customer,
  amountMinor: number,
) {
  const response = await request.post(`${API}/operator/customers/${customer.id}/wallet-credits`, {
    headers: { authKey: await operatorToken(request) },
    data: { amountMinor, note: 'Welcome to Corner Market' },
  });
  expect(response.status()).toBe(201);
}

async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`${API}/stores/38/products`, {
    params: { q: slug.replace(/-/g, ' ') },
  });
  const { items } = (await response.json()) as { items: { id: number; slug: string }[] };
  const product = items.find((item) => item.slug === slug);
  if (!product) throw new Error(`No product ${slug}`);
  return product.id;
}

/** Fills the customer's server cart and places a pickup order, as the checkout would. */
export async function orderByApi(
  request: APIRequestContext,
  customer: Customer,
  lines: { slug: string; quantity: number }[],
  /** The pickup slot; without one, the order is prepared as soon as it can be. */
  slot?: Slot,
): Promise<{ id: string; number: string; totalMinor: number }> {
  for (const { slug, quantity } of lines) {
    const put = await request.put(`${API}/me/cart/items/${await productId(request, slug)}`, {
      headers: auth(customer.token),
      data: { quantity },
    });
    expect(put.ok()).toBe(true);
  }
  const response = await request.post(`${API}/me/orders`, {
    headers: auth(customer.token),
    data: {
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      ...(slot && { slot: { windowId: slot.windowId, date: slot.date } }),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; number: string; totalMinor: number };
}

/** The operator moves a pickup order all the way to completed, one legal step at a time. */
export async function completePickupOrder(request: APIRequestContext, orderId: string) {
  const authKey = await operatorToken(request);
  for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
    const response = await request.post(`${API}/operator/orders/${orderId}/status`, {
      headers: { authKey },
      data: { status },
    });
    expect(response.status(), `moving the order to ${status}`).toBe(200);
  }
}

export async function signInAs(page: Page, customer: Customer) {
  await page.goto('/');
  await signIn(page, customer.email, PASSWORD);
}
