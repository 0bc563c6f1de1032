import type { Browser, Page } from '@playwright/test';
import { OPERATOR } from './api';
import { signIn } from './shopper';

/** The seeded store's operator, signed in in a browser context of their own, on `path`. */
export async function operatorAt(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, OPERATOR.identifier, OPERATOR.password);
  await page.goto(path);
  return page;
}
