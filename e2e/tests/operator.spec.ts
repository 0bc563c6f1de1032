import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestCode, OPERATOR } from '../support/api';
import {
  orderByApi,
  registerByApi,
  signInAs,
  uploadPassportByApi,
  verifyMobileByApi,
} from '../support/customers';
import { pdfText } from '../support/pdf-text';
import { DEMO, signIn, uniqueDigits } from '../support/shopper';

// The store operator's console, driven in the browser, and what each of its
// actions does for the customer on the other side.

/** A signed-in operator in a browser of their own, on one of the console's pages. */
async function operatorOn(browser: Browser, area: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, OPERATOR.identifier, OPERATOR.password);
  // From any page, the header's link opens the console.
  await page.getByRole('banner').getByRole('link', { name: 'Store console' }).click();
  await page
    .getByRole('navigation', { name: 'Store console' })
    .getByRole('link', { name: area })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
  return page;
}

test('the console has its own address: old ones lead there with their query, and only operators are offered it', async ({
  browser,
  page,
}) => {
  const operator = await operatorOn(browser, 'Customers');
  await expect(operator).toHaveURL(/\/operator\/customers$/);
  // A bookmark from before the console moved.
  await operator.goto('/dashboard/operator/customers?q=ada');
  await expect(operator).toHaveURL(/\/operator\/customers\?q=ada$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  // A customer is not offered the console, and is told it is not theirs.
  await page.goto('/');
  await signIn(page, DEMO.identifier, DEMO.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Store console' })).toHaveCount(
    0,
  );
  await page.goto('/operator/orders');
  await expect(page.getByText('The store console is for store operators.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Store console' })).toHaveCount(0);
});

test('the operator imports good and bad rows; an imported customer claims the account by OTP', async ({
  browser,
  page,
  request,
}) => {
  const [ivy, omar, bad] = [uniqueDigits(), uniqueDigits(), uniqueDigits()];
  const csv = [
    ' Name , Email ,MOBILE,line1,city,postcode',
    `Ivy ${ivy},ivy${ivy}@example.test,07400 ${ivy},"12 Rose Lane, Flat 3",Leeds,LS1 4AP`,
    `Omar ${omar},omar${omar}@example.test,07400 ${omar},,,`,
    `No Number,nonumber${bad}@example.test,,,,`,
    `Bad Mail,not-an-email,07400 ${bad},,,`,
  ].join('\n');

  const operator = await operatorOn(browser, 'Customer import');
  await operator
    .getByLabel('CSV file')
    .setInputFiles({ name: 'new-customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await operator.getByRole('button', { name: 'Import customers' }).click();

  const progress = operator.getByRole('progressbar', { name: 'Rows processed' });
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(operator.getByTestId('import-count-created')).toHaveText('2');
  await expect(operator.getByTestId('import-count-failed')).toHaveText('2');
  const report = operator.getByRole('table', { name: 'Rows of new-customers.csv' });
  await expect(report.getByRole('row', { name: /^4 Failed/ })).toContainText(
    'mobile: mobile is missing',
  );
  await expect(report.getByRole('row', { name: /^5 Failed/ })).toContainText(
    'email: Enter a valid e-mail address',
  );

  await operator.getByLabel('Row status').selectOption('failed');
  await expect(report.getByRole('row')).toHaveCount(3);

  const [download] = await Promise.all([
    operator.waitForEvent('download'),
    operator.getByRole('button', { name: 'Download report (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('new-customers-report.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('row,status,name,email,mobile,errors,customer_id');
  expect(lines).toHaveLength(5);
  expect(lines[1]).toContain(`2,created,Ivy ${ivy},ivy${ivy}@example.test,07400 ${ivy},,`);

  // Ivy has no password yet: the first sign-in claims the account with a texted code.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Added by the store? Claim your account' }).click();
  // Exact, and once the claim page is drawn: until its code arrives the sign-in
  // page stays, and its "Mobile number or e-mail" would take the number.
  await expect(page.getByRole('heading', { name: 'Claim your account' })).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill(`07400 ${ivy}`);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  // The code step shows once the API has answered, so the text is in the outbox by then.
  const codeField = page.getByLabel('Code from the text message');
  await expect(codeField).toBeVisible();
  await codeField.fill(await latestCode(request, `07400 ${ivy}`));
  await page.getByLabel('New password').fill('ivy’s own password');
  await page.getByRole('button', { name: 'Claim account' }).click();

  await expect(page.getByTestId('header-user-name')).toHaveText(`Hi, Ivy ${ivy}`);
  const welcome = page.getByRole('region', { name: 'Welcome' });
  await expect(welcome.getByRole('heading', { name: 'Welcome to Corner Market' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userAddedFromCSV'))).toBe('true');

  await welcome.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Saved once the session has the completed profile; leaving sooner would cancel the save.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userAddedFromCSV'))).toBeNull();
  await page.goto('/');
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome' })).toHaveCount(0);
});

test('the operator approves a document, and the customer sees their identity verified', async ({
  browser,
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Noor');
  await uploadPassportByApi(request, customer);
  await signInAs(page, customer);
  await page.goto('/verify/documents');
  await expect(page.getByText('We are reviewing your document.')).toBeVisible();

  const operator = await operatorOn(browser, 'Document review');
  const queue = operator.getByRole('list', { name: 'Documents waiting for review' });
  await queue.getByRole('button', { name: new RegExp(customer.name) }).click();
  const front = operator.getByRole('img', { name: `Front of Passport of ${customer.name}` });
  await expect(front).toBeVisible();
  expect(await front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await operator.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('button', { name: new RegExp(customer.name) })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
});

test('the operator completes an order step by step; the customer’s points appear, and their receipt shows the VAT', async ({
  browser,
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Kai');
  await verifyMobileByApi(request, customer);
  // 6 × £8.99 + 6 × £8.99 = £107.88: 107 points once completed.
  const order = await orderByApi(request, customer, [
    { slug: 'wildflower-honey', quantity: 6 },
    { slug: 'non-bio-laundry-liquid', quantity: 6 },
  ]);

  const operator = await operatorOn(browser, 'Store orders');
  const row = operator.getByRole('row', { name: new RegExp(order.number) });
  for (const step of ['Confirmed', 'Ready for pickup', 'Completed']) {
    await row.getByRole('button', { name: `Mark ${step}` }).click();
    await expect(row).toContainText(step);
  }
  await expect(row).toContainText('No further steps');

  await signInAs(page, customer);
  await page.goto('/dashboard/rewards');
  await expect(page.getByTestId('points-balance')).toHaveText('107 points');

  await page.goto(`/dashboard/order-details/${order.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${order.number}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toEqual(expect.arrayContaining(['VAT receipt', `Receipt number: ${order.number}`]));
  // Honey is food, zero-rated; laundry liquid carries 20 %: £53.94 holds £8.99 of VAT.
  const rate = (label: string) => text.slice(text.lastIndexOf(label), text.lastIndexOf(label) + 4);
  expect(rate('20%')).toEqual(['20%', '£44.95', '£8.99', '£53.94']);
  expect(rate('0%')).toEqual(['0%', '£53.94', '£0.00', '£53.94']);
});
