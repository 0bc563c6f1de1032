import { expect, test } from '@playwright/test';
import { untilElementHydrated } from '../support/shopper';

test('a hover on a product card fetches the page’s answer ahead, and the click asks for nothing more', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.locator('main article h3 a').first();
  await untilElementHydrated(link);
  const path = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!;
  const answers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) answers.push(request.url());
  });

  await link.hover();
  await expect.poll(() => answers.length).toBe(1);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The page took the answer fetched on the hover.
  expect(answers).toHaveLength(1);
});
