import { expect, test, type Page } from '@playwright/test';
import { API, OPERATOR } from '../support/api';
import { auth, PASSWORD, registerByApi } from '../support/customers';
import { recordResilience } from '../support/resilience-report';
import { signIn, uniqueDigits } from '../support/shopper';

// Text that would run if any page put it into the DOM as markup. Each payload
// both opens a dialog and bumps window.__xss, so either way of running shows.
const RUN = 'window.__xss=(window.__xss||0)+1;alert(1)';
const PAYLOADS = {
  script: `<script>${RUN}</script>`,
  img: `<img src=x onerror="${RUN}">`,
  svg: `"><svg onload="${RUN}">`,
} as const;

/** Watches a page for anything hostile text could make it do. */
function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const fiveXx = { count: 0 };
  page.on('response', (response) => {
    if (response.status() >= 500) fiveXx.count += 1;
  });
  return {
    fiveXx,
    /** No dialog opened, nothing ran, and no element of the payloads made it into the DOM. */
    async assertInert() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      const injected = await page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length +
          Array.from(document.querySelectorAll('script')).filter((s) =>
            s.textContent?.includes('__xss'),
          ).length,
      );
      expect(injected).toBe(0);
    },
  };
}

test('a customer’s name and address carrying markup show as text', async ({ page, request }) => {
  const watch = watchForExecution(page);
  const customer = await registerByApi(request, 'Eve');
  const hostileName = `Eve ${PAYLOADS.img}`;
  const renamed = await request.patch(`${API}/me`, {
    headers: auth(customer.token),
    data: { name: hostileName, email: customer.email },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const name = hostileName;
  const address = {
    recipient: `Eve ${PAYLOADS.svg}`,
    line1: `1 ${PAYLOADS.script}`,
    line2: PAYLOADS.img,
    city: 'Leeds',
    postcode: 'LS1 4AP',
    isDefault: true,
  };
  const created = await request.post(`${API}/me/addresses`, {
    headers: auth(customer.token),
    data: address,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/');
  await signIn(page, customer.email, PASSWORD);
  await expect(page.getByTestId('header-user-name')).toHaveText(`Hi, ${name}`);
  await page.goto('/dashboard/account');
  const main = page.getByRole('main');
  for (const text of [address.recipient, address.line1, address.line2])
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  await watch.assertInert();
  recordResilience({
    area: 'rendering',
    check: 'customer name and address with markup render as text',
    tried: 4,
    failed: 0,
    fiveXx: watch.fiveXx.count,
  });
});

test('CSV-imported values carrying markup show as text in the import report', async ({ page }) => {
  const watch = watchForExecution(page);
  const [a, b] = [uniqueDigits(), uniqueDigits()];
  const ivo = { name: `Ivo ${PAYLOADS.script}`, line1: `2 ${PAYLOADS.img}` };
  const ida = { name: `Ida ${PAYLOADS.img}`, line1: `3 ${PAYLOADS.svg}` };
  const rows = [ivo, ida];
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const csv = [
    'name,email,mobile,line1,city,postcode',
    `${quote(ivo.name)},ivo${a}@example.test,07400 ${a},${quote(ivo.line1)},Leeds,LS1 4AP`,
    `${quote(ida.name)},ida${b}@example.test,07400 ${b},${quote(ida.line1)},York,YO1 7HH`,
    `${quote(PAYLOADS.svg)},not-an-email,,,,`,
  ].join('\n');
  const fileName = `<img src=x onerror=alert(1)>.csv`;

  await page.goto('/');
  await signIn(page, OPERATOR.identifier, OPERATOR.password);
  await page.goto('/operator/customer-import');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import customers' }).click();
  await expect(page.getByTestId('import-count-created')).toHaveText('2');
  await expect(page.getByTestId('import-count-failed')).toHaveText('1');
  const main = page.getByRole('main');
  for (const row of rows) await expect(main.getByText(row.name).first()).toBeVisible();
  await expect(main.getByText(PAYLOADS.svg).first()).toBeVisible();
  await expect(main.getByText(fileName).first()).toBeVisible();
  await watch.assertInert();
  recordResilience({
    area: 'rendering',
    check: 'CSV-imported names and file name with markup render as text',
    tried: rows.length + 2,
    failed: 0,
    fiveXx: watch.fiveXx.count,
  });
});

test('a product name carrying markup shows as text', async ({ page }) => {
  const watch = watchForExecution(page);
  const hostile = `Tea ${PAYLOADS.img} ${PAYLOADS.script}`;
  // The API has no way to name a product, so its real answer is changed on the way.
  let rewritten = 0;
  await page.route(/\/api\/(stores\/38\/products|products\/\d+)(\?|$)/, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route.fulfill({ response });
    }
    const rename = (item: { name?: unknown }) => {
      if (typeof item?.name === 'string') {
        item.name = hostile;
        rewritten += 1;
      }
    };
    const list = body as { items?: { name?: unknown }[] };
    if (Array.isArray(list.items)) list.items.forEach(rename);
    else rename(body as { name?: unknown });
    return route.fulfill({ response, json: body });
  });
  // The server draws /products from the API's real answer; the rewrite
  // reaches what the browser fetches, so the list is opened by a link from a
  // page the browser draws (sign-in).
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('article').first()).toContainText(hostile);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
  expect(rewritten).toBeGreaterThan(1);
  await watch.assertInert();
  recordResilience({
    area: 'rendering',
    check: 'product name with markup renders as text (list and detail)',
    tried: rewritten,
    failed: 0,
    fiveXx: watch.fiveXx.count,
  });
});
