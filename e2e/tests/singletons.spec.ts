import { expect, test } from '@playwright/test';
import { countReactRenderers, reactRendererCount } from '../support/react-devtools-hook';
import { registerByApi } from '../support/customers';
import { untilHydrated } from '../support/shopper';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

// A string the federation runtime core defines once: each script holding it is one copy.
const FEDERATION_RUNTIME_MARK = '"[ Federation Runtime ]"';

test('host and all three remotes run on one React, one federation runtime and one copy of each shared library', async ({
  page,
}) => {
  await countReactRenderers(page);
  // Signed in before the first and only document load, so every script arrives as a
  // full 200 response (a reload would revalidate some as 304s, which have no body).
  await page.addInitScript(() => {
    localStorage.setItem('userId', '5');
    localStorage.setItem('userName', 'Ines');
    localStorage.setItem('mobileVerified', 'false');
  });
  const runtimeCopies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes(FEDERATION_RUNTIME_MARK))
      runtimeCopies.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await untilHydrated(page);
  // One document, client-side moves only: storefront → dashboard → verify.
  await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  await page.getByRole('link', { name: 'my Account' }).click();
  await page.getByRole('link', { name: 'Verify now' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();

  expect(await reactRendererCount(page)).toBe(1);
  // Every app is built with externalRuntime: the host page's federation-runtime.js serves them all.
  expect(runtimeCopies).toEqual(['http://localhost:8080/federation-runtime.js']);

  // Every singleton any container uses must be the host's copy.
  const providers = await page.evaluate(() => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } })
      .__FEDERATION__.__SHARE__;
    const used: Record<string, string[]> = {};
    for (const container of Object.values(scopes))
      for (const packages of Object.values(container))
        for (const [name, versions] of Object.entries(packages))
          for (const entry of Object.values(versions))
            if (entry.loaded) used[name] = [...new Set([...(used[name] ?? []), entry.from])];
    return used;
  });
  for (const name of ['react', 'react-dom', '@storefront/shared']) {
    expect(providers[name], name).toEqual(['host']);
  }
  // Router, HTTP client and RxJS live inside @storefront/shared, cut down to what it
  // uses, so they are one copy without being shared whole.
  for (const name of ['react-router-dom', 'rxjs', 'axios'])
    expect(providers[name], name).toBeUndefined();
});

test('a session change made in a remote is seen by the host', async ({ page, request }) => {
  // A real session: the API ends one it does not know at the first request.
  const customer = await registerByApi(request, 'Noor');
  await page.goto('/');
  await page.evaluate(
    ({ id, token }) => {
      localStorage.setItem('userId', id);
      localStorage.setItem('userName', 'Noor');
      localStorage.setItem('token', token);
    },
    { id: customer.id, token: customer.token },
  );
  await page.goto('/dashboard/account');
  await expect(page.getByTestId('header-user-name')).toHaveText('Hi, Noor');

  // The dashboard remote's own Log out button, not the host's.
  await page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
