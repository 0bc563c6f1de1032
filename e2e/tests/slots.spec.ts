import { expect, test } from '@playwright/test';
import { registerByApi, signInAs, verifyMobileByApi } from '../support/customers';
import { addProductToCart } from '../support/shopper';
import { operatorAt } from '../support/operator';
import { dayOf, openPickupSlots, timesOf } from '../support/slots';

// A pickup slot from the customer's checkout to the operator's day view: the
// customer picks a slot other than the one offered first, sees it on the
// review, the confirmation and the order, and the operator finds the order in
// that slot with its lines on the day's pick list.

test('a customer chooses a pickup slot; it shows on their order and in the operator’s day view', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const open = await openPickupSlots(request);
  expect(open.length).toBeGreaterThan(1);
  const chosen = open[1]!;
  const wording = `${dayOf(chosen)}, ${timesOf(chosen)}`;

  const customer = await registerByApi(request, 'Sol');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);
  await addProductToCart(page, 'croissants');
  const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();

  // The earliest slot with room is chosen for the customer; they take another.
  const slots = page.getByRole('group', { name: 'Pickup slot' });
  await expect(slots.getByRole('radio').first()).toBeVisible();
  await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
  await slots
    .getByRole('group', { name: dayOf(chosen) })
    .getByRole('radio', { name: new RegExp(`^${timesOf(chosen)}`) })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByRole('main')).toContainText(wording);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(wording);
  const number = (await page
    .getByText(/CM-\d+/)
    .first()
    .textContent())!.match(/CM-\d+/)![0];

  // My Dashboard's order page.
  await page.goto('/dashboard/order-history');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByText(`Pickup slot: ${wording}`).first()).toBeVisible();

  // The operator's day view: the order in its slot, its lines on the pick list.
  const desk = await operatorAt(browser, `/operator/slots?date=${chosen.date}`);
  const section = desk.getByRole('region', { name: `${timesOf(chosen)} · Store pickup` });
  await expect(section.getByRole('link', { name: number })).toBeVisible();
  await expect(
    desk.getByRole('region', { name: 'Pick list' }).getByRole('rowheader', { name: product }),
  ).toBeVisible();
  await desk.close();
});
