import { expect, test } from '@playwright/test';
import { FAKE_STRIPE_URL, PNG } from '../support/api';
import {
  completePickupOrder,
  registerByApi,
  signInAs,
  verifyMobileByApi,
} from '../support/customers';
import { fillCard, orderCardEvents } from '../support/fake-stripe';
import { operatorAt } from '../support/operator';
import { addProductToCart } from '../support/shopper';

// Paying by card from the customer's checkout to the store's completion:
// the review offers a card, the customer pays on the payment page of the
// local server that answers as Stripe does (testing/fake-stripe), comes back to
// a held payment, the operator sees it authorised, and completing the order
// takes it. The API talks to that server with Stripe's own SDK, and hears of
// the payment by its signed webhook.

test('a customer pays by card on the payment page; completing the order takes the money', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await registerByApi(request, 'Cara');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);
  await addProductToCart(page, 'croissants');
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  const payment = page.getByRole('group', { name: 'How would you like to pay?' });
  await expect(payment.getByRole('radio', { name: 'Pay at pickup' })).toBeChecked();
  await payment.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Stripe's page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_`));
  const payButton = page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ });
  const amount = (await payButton.textContent())!.replace('Pay ', '');
  await fillCard(page, '4000 0000 0000 0002');
  await payButton.click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await fillCard(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();

  // Back in the store: the money is held, to be taken on completion.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/confirmation$/);
  await expect(page.getByRole('main')).toContainText(
    `Card payment authorised: ${amount} will be taken when your order is complete.`,
  );
  const orderId = /\/orders\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // The operator sees the card authorised before confirming.
  const desk = await operatorAt(browser, `/operator/orders/${orderId}`);
  const payments = desk.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('group', { name: 'Card' })).toContainText('Authorised');
  await expect(payments.getByRole('group', { name: 'Card' })).toContainText(
    'Card payment authorised on Stripe',
  );
  await desk.close();

  await completePickupOrder(request, orderId);

  // The customer's order page: paid by card.
  await page.goto(`/dashboard/order-details/${orderId}`);
  const paid = page.getByRole('region', { name: 'Payment' }).getByRole('group', { name: 'Card' });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(`Paid ${amount}`);

  // And Stripe's side agrees: the order's intent was captured, once, for the whole amount.
  const captured = await orderCardEvents(request, orderId, 'payment_intent.succeeded');
  const amountMinor = Math.round(Number(amount.slice(1)) * 100);
  expect(captured.map((event) => event.data.object.amount_received)).toEqual([amountMinor]);

  // The croissants came squashed: the customer reports them, with a photo.
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('form', { name: 'Report a problem' });
  await report.getByRole('checkbox', { name: 'All Butter Croissants' }).check();
  await report.getByRole('radio', { name: 'Damaged' }).check();
  await report.getByLabel('What happened?').fill('The box was crushed flat.');
  await report
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PNG });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Thanks — we’ll look at your report',
  );
  const reports = page.getByRole('region', { name: 'Problem reports' });
  await expect(reports).toContainText('1 × All Butter Croissants 4 Pack — Damaged');

  // The operator sees the photo, and refunds the card.
  const refundDesk = await operatorAt(browser, `/operator/orders/${orderId}`);
  const opened = refundDesk.getByRole('region', { name: 'Problem reports' });
  await expect(opened.getByRole('img', { name: /customer’s photo/ })).toBeVisible();
  await opened.getByRole('radio', { name: 'To the original payment' }).check();
  await opened.getByRole('button', { name: `Approve and refund ${amount}` }).click();
  await expect(opened).toContainText('Approved');
  await expect(
    refundDesk.getByRole('region', { name: 'Payments' }).getByRole('group', { name: 'Card' }),
  ).toContainText('Refunded');
  await refundDesk.close();

  // The customer sees the refund, and Stripe's charge shows the same amount given back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Problem reports' })).toContainText(
    `Refunded ${amount} to your original payment`,
  );
  const refunded = await orderCardEvents(request, orderId, 'charge.refunded');
  expect(refunded.map((event) => event.data.object.amount_refunded)).toEqual([amountMinor]);
});
