import { expect, test, type Page } from '@playwright/test';
import { untilElementHydrated } from '../support/shopper';

/** The path of every request the page makes from now on. */
function requestedPaths(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** How often the API's answer behind a product page's `path` was asked for. */
const answersFor = (paths: string[], path: string) =>
  paths.filter((each) => each === `/api${path}`).length;

test('a hover on a product card fetches the page’s answer ahead, and the click asks for nothing more', async ({
  page,
}) => {
  await page.goto('/');
  // The last card: below the fold, so it has not been in view on its own.
  const link = page.locator('main article h3 a').last();
  await untilElementHydrated(link);
  const path = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!;
  const paths = requestedPaths(page);

  await link.hover();
  await expect.poll(() => answersFor(paths, path)).toBe(1);
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The page took the answer fetched on the hover.
  expect(answersFor(paths, path)).toBe(1);
});

test('a product card scrolled into view fetches the page’s answer ahead with no pointer near it, and the click asks for nothing more', async ({
  page,
}) => {
  const paths = requestedPaths(page);
  await page.goto('/');
  const link = page.locator('main article h3 a').first();
  const path = (await link.getAttribute('href'))!;
  // Scrolled to, as a person scrolls down the page.
  await link.scrollIntoViewIfNeeded();
  const name = (await link.textContent())!;
  await expect.poll(() => answersFor(paths, path), { timeout: 10_000 }).toBe(1);

  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(answersFor(paths, path)).toBe(1);
});
