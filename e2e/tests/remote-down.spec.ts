import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveApp } from '@storefront/server';
import { recordResilience } from '../support/resilience-report';

const ROOT = path.resolve(__dirname, '../..');
const HOST_PORT = 8090;
const DASHBOARD_PORT = 8093;

type Server = Awaited<ReturnType<typeof serveApp>>;

// A second deployment of the same host build whose remotes.json points the
// dashboard at a server this test starts and stops. Nothing is rebuilt.
test.describe('when the dashboard remote is down', () => {
  let hostDir: string;
  let host: Server;
  let dashboard: Server | undefined;

  test.beforeAll(async () => {
    hostDir = await mkdtemp(path.join(tmpdir(), 'host-dist-'));
    await cp(path.join(ROOT, 'host/dist'), hostDir, { recursive: true });
    await writeFile(
      path.join(hostDir, 'remotes.json'),
      JSON.stringify({
        storefront: 'http://localhost:8081/mf-manifest.json',
        verify: 'http://localhost:8082/mf-manifest.json',
        dashboard: `http://localhost:${DASHBOARD_PORT}/mf-manifest.json`,
        operator: 'http://localhost:8084/mf-manifest.json',
      }),
    );
    host = await serveApp({ app: 'host', dir: hostDir, port: HOST_PORT });
  });

  test.afterAll(async () => {
    await dashboard?.close();
    await host.close();
    await rm(hostDir, { recursive: true, force: true });
  });

  test('the shell and the storefront work, and retry recovers once it is back', async ({
    page,
  }) => {
    await page.goto(`http://localhost:${HOST_PORT}/`);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    // Signed in as far as the shell can tell, so the dashboard shows its pages, not the sign-in.
    await page.evaluate(() => localStorage.setItem('userId', '12'));

    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    const error = page.getByRole('alert');
    await expect(error).toContainText("We couldn't load My Dashboard");
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    await expect(error).toBeVisible();

    dashboard = await serveApp({
      app: 'remote-dashboard',
      dir: path.join(ROOT, 'remote-dashboard/dist'),
      port: DASHBOARD_PORT,
    });
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'my profile' })).toBeVisible();
    recordResilience({
      area: 'fault',
      check: 'a remote is down at start, then returns',
      tried: 1,
      failed: 0,
      fiveXx: 0,
    });
  });
});
