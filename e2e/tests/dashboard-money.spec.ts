import { expect, test, type Page } from '@playwright/test';
import { latestCode, PNG } from '../support/api';
import {
  approveDocuments,
  completePickupOrder,
  creditWallet,
  orderByApi,
  PASSWORD,
  registerByApi,
  signInAs,
  uploadPassportByApi,
  verifyMobileByApi,
} from '../support/customers';
import { addProductToCart, uniqueDigits } from '../support/shopper';

// The money pages of My Dashboard with data the customer's own shopping made:
// paying part of an order from the wallet, points earned when the operator
// completes an order, and a referral rewarded after the friend's first order.

/** The ledger's rows as the customer reads them, newest first. */
async function ledgerRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
}

/**
 * Waits for the ledger's newest row to show every one of `texts`. The balance
 * can update before the ledger's own refetch lands, so a one-off read of the
 * rows could still see the row before.
 */
async function expectNewestRow(page: Page, ...texts: string[]): Promise<void> {
  const newest = page.getByRole('table').getByRole('row').nth(1);
  for (const text of texts) await expect(newest).toContainText(text);
}

test('the wallet pays part of an order, and the wallet page shows the debit', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request);
  await verifyMobileByApi(request, customer);
  await uploadPassportByApi(request, customer);
  await approveDocuments(request, customer);
  await creditWallet(request, customer, 1000);

  await signInAs(page, customer);
  await addProductToCart(page, 'Fig and Cedar Soy Candle');
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Your wallet balance: £10.00')).toBeVisible();
  await page.getByLabel('Pay part with my wallet').check();
  // As much as the wallet covers of the £14.99 total.
  await expect(page.getByLabel('Amount from your wallet')).toHaveValue('10.00');
  await page.getByLabel('Amount from your wallet').fill('12');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Pay at most £10.00 from your wallet')).toBeVisible();

  await page.getByLabel('Amount from your wallet').fill('2.00');
  // The split shows in the order summary beside the review.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.locator('div', { hasText: /^Paid from wallet/ })).toContainText('−£2.00');
  await expect(summary.locator('div', { hasText: /^To pay at pickup/ })).toContainText('£12.99');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  const split = page.getByLabel('How you pay');
  await expect(split.locator('div', { hasText: /^Paid from wallet/ })).toContainText('£2.00');
  await expect(split.locator('div', { hasText: /^To pay at pickup/ })).toContainText('£12.99');
  const orderNumber = (
    await page
      .getByText(/CM-\d{6}/)
      .first()
      .innerText()
  ).trim();

  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('£8.00');
  await expectNewestRow(page, 'Paid for an order');
  const rows = await ledgerRows(page);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain('Paid for an order');
  expect(rows[0]).toContain(`Order ${orderNumber}`);
  expect(rows[0]).toContain('Debit');
  expect(rows[0]).toContain('−£2.00');
  expect(rows[0]).toMatch(/£8\.00$/);
  expect(rows[1]).toContain('Credit');
  expect(rows[1]).toContain('+£10.00');
});

test('points are earned when the operator completes an order, and redeeming needs approved documents', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request);
  await verifyMobileByApi(request, customer);
  // 30 × £3.49 = £104.70: 104 points. Tea, because no other spec buys it: the
  // honey's 16 in stock are shared with the operator's and settings' specs.
  const order = await orderByApi(request, customer, [
    { slug: 'english-breakfast-tea', quantity: 30 },
  ]);
  expect(order.totalMinor).toBe(10470);

  await signInAs(page, customer);
  await page.goto('/dashboard/rewards');
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');

  await completePickupOrder(request, order.id);
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('104 points');
  await expectNewestRow(page, 'Earned', '+104', `Order ${order.number}`);

  // Without approved documents the customer is told why, then sent to verify them.
  await expect(page.getByTestId('redeem-needs-documents')).toContainText(
    'Redeeming points needs verified identity documents',
  );
  await expect(page.getByLabel('Points to redeem')).toHaveValue('100');
  await page.getByRole('button', { name: 'Redeem points' }).click();
  await expect(page).toHaveURL(/\/verify\/documents\?returnTo=(%2F|\/)dashboard(%2F|\/)rewards$/);

  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  await page.getByLabel('Photo page').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('We are reviewing your document.')).toBeVisible();

  await approveDocuments(request, customer);
  await page.reload();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/rewards$/);

  await expect(page.getByTestId('redeem-needs-documents')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redeem points' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You redeemed' })).toHaveText(
    'You redeemed 100 points: £1.00 is in your wallet, which now holds £1.00. See your wallet',
  );
  await expect(page.getByTestId('points-balance')).toHaveText('4 points');
  await expectNewestRow(page, '−100');

  await page.getByRole('link', { name: 'See your wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('£1.00');
  await expectNewestRow(page, 'Loyalty points redeemed', '+£1.00');
});

test("a referral is rewarded after the friend's first completed order", async ({
  page,
  request,
  browser,
}) => {
  const referrer = await registerByApi(request, 'Ana');

  // The friend follows the link in another browser and registers with it.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const digits = uniqueDigits();
  const friendMobile = `07400 ${digits}`;
  await friend.goto(`/register?ref=${referrer.referralCode}`);
  await friend.getByLabel('Full name').fill(`Bea ${digits}`);
  await friend.getByLabel('E-mail').fill(`bea${digits}@example.test`);
  await friend.getByLabel('Mobile number').fill(friendMobile);
  await friend.getByLabel('Password').fill(PASSWORD);
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend.getByTestId('header-user-name')).toHaveText(`Hi, Bea ${digits}`);

  // Before the friend's first order is completed, the referrer sees them as joined.
  await signInAs(page, referrer);
  await page.goto('/dashboard/refer-a-friend');
  await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
    `http://localhost:8080/register?ref=${referrer.referralCode}`,
  );
  await expect(page.getByRole('row', { name: /Bea/ })).toContainText('Joined');
  await expect(page.getByTestId('referral-earned')).toHaveText('Rewards earned: £0.00');

  // The friend verifies their mobile on the way to checkout and orders.
  await addProductToCart(friend, 'Rosemary Shampoo Bar');
  await friend.goto('/checkout');
  await expect(friend.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await friend.getByRole('button', { name: 'Send code' }).click();
  await expect(friend.getByRole('timer')).toBeVisible();
  await friend
    .getByLabel('6-digit code')
    .fill(await latestCode(request, `+44${friendMobile.replace(/\s/g, '').slice(1)}`));
  await friend.getByRole('button', { name: 'Verify' }).click();
  await expect(friend).toHaveURL(/\/checkout\/delivery$/);
  await friend.getByLabel(/Store pickup/).check();
  await friend.getByRole('button', { name: 'Continue' }).click();
  await friend.getByRole('button', { name: 'Place order' }).click();
  await expect(
    friend.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  const orderId = friend.url().match(/\/orders\/([0-9a-f-]{36})\/confirmation/)?.[1];
  if (!orderId) throw new Error(`No order id in ${friend.url()}`);

  await completePickupOrder(request, orderId);

  await page.reload();
  await expect(page.getByRole('row', { name: /Bea/ })).toContainText(/Rewarded £5\.00 on /);
  await expect(page.getByTestId('referral-earned')).toHaveText('Rewards earned: £5.00');
  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('£5.00');
  await expectNewestRow(page, 'Referral reward');

  await friend.goto('/dashboard/wallet');
  await expect(friend.getByTestId('wallet-balance')).toHaveText('£5.00');
  await expectNewestRow(friend, '+£5.00');
  await friendContext.close();
});
