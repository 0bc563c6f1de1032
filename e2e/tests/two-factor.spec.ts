import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { signIn } from '../support/shopper';
import { staffByInvitation } from '../support/staff';

// A picker's role does not need two-factor sign-in: they turn it on in the
// console, meet the second step at their next sign-in, pass it with a recovery
// code, and turn it off again. A picker of the spec's own, not the demo
// picker, whom a spec beside this one may sign in with a password alone.

const codeFor = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

test('a picker turns on two-factor sign-in, signs in with a recovery code, and turns it off', async ({
  page,
  request,
}) => {
  const picker = await staffByInvitation(request, 'picker');
  await page.goto('/');
  await signIn(page, picker.identifier, picker.password);
  await page.goto('/operator/two-factor');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('main code').first().textContent())!.trim();
  await page.getByLabel('6-digit code from your app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved these' }).click();
  await expect(page.getByText(/On\. 10 recovery codes left/)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Mobile number or e-mail').fill(picker.identifier);
  await page.getByLabel('Password').fill(picker.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();

  await page.goto('/operator/two-factor');
  await expect(page.getByText(/On\. 9 recovery codes left/)).toBeVisible();
  // The next step's code: the one turning it on spent this step's.
  await page.getByLabel('6-digit code from your app').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Off: you sign in with your password alone.')).toBeVisible();
});
