import { expect, type Locator, type Page } from '@playwright/test';
import { API } from './api';
import { DEMO_TOTP_SECRETS, passSecondStep, restoreSession } from './two-factor';

export const DEMO = {
  identifier: 'demo@corner-market.test',
  password: 'demo-customer-pass',
  name: 'Dana Demo',
};

export async function signIn(page: Page, identifier: string, password: string) {
  const twoFactor = Boolean(DEMO_TOTP_SECRETS[identifier]);
  if (twoFactor && (await restoreSession(page, identifier, API))) return;
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Mobile number or e-mail').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (twoFactor) await passSecondStep(page, identifier, API);
  await expect(page.getByTestId('header-user-name')).toBeVisible();
}

/** Signs in from the sign-in page: the phone header keeps its link behind the Menu button. */
export async function signInOnPhone(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number or e-mail').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveCount(1);
}

// Six digits for a UK mobile (07400 xxxxxx), different for every customer of the run:
// each worker counts up from a random start in a block of its own (workers
// run side by side, and each has its own index in the run), so no two tests
// ever share a number or e-mail.
const BLOCK = 10_000;
const workerIndex = Number(process.env.TEST_WORKER_INDEX ?? 0);
let nextDigits = (10 + (workerIndex % 90)) * BLOCK + Math.floor(Math.random() * (BLOCK / 2));

export function uniqueDigits(): string {
  nextDigits += 1;
  return String(nextDigits);
}

/** Registers a fresh customer through the UI; new customers have an unverified mobile. */
export async function registerNewCustomer(page: Page) {
  const digits = uniqueDigits();
  const customer = {
    name: `Sam ${digits}`,
    email: `sam${digits}@example.test`,
    mobile: `07400 ${digits}`,
  };
  await page.goto('/register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(`Hi, ${customer.name}`);
  return customer;
}

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/**
 * Hydration waits for every script of the page to arrive and run: on a busy
 * CI machine that takes longer than the 5 s an expectation gets by default.
 */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Waits until a page the server drew has hydrated: its controls stay disabled
 * until then (useHydrated), and its links until then load a new document.
 */
export async function untilHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled({
    timeout: HYDRATION_TIMEOUT_MS,
  });
}

/**
 * Waits until React has hydrated the element, on a page with no control that
 * waits for it: before then a click on a link of a drawn page loads a new
 * document. React keeps each element's props on the node under `__reactProps$…`.
 */
export async function untilElementHydrated(element: Locator) {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')),
        ),
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    .toBe(true);
}

/**
 * Opens the first product of the list on the page, and waits until its detail
 * page is drawn: before that, the list's own Add to cart buttons still match.
 */
export async function openFirstProduct(page: Page) {
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
}

/** Opens a product that is in stock from the list and adds it to the cart. */
export async function addProductToCart(page: Page, search: string) {
  await page.goto(`/products?q=${encodeURIComponent(search)}`);
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
}
