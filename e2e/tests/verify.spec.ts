import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, latestCode, operatorToken, PNG } from '../support/api';
import { addProductToCart, registerNewCustomer } from '../support/shopper';

// Matches OTP_TTL_SECONDS in playwright.config.ts.
const OTP_TTL_MS = 8_000;

const storedKey = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** The operator decides on the newest pending document of a customer, through the API. */
async function reviewLatest(
  request: APIRequestContext,
  email: string,
  review: { decision: 'approve' } | { decision: 'reject'; reason: string },
) {
  const authKey = await operatorToken(request);
  const queue = await request.get(`${API}/operator/documents`, {
    headers: { authKey },
    params: { status: 'pending' },
  });
  const { items } = (await queue.json()) as {
    items: { id: string; customer: { email: string | null } }[];
  };
  const document = items.find((item) => item.customer.email === email);
  if (!document) throw new Error(`No pending document for ${email}`);
  const response = await request.post(`${API}/operator/documents/${document.id}/review`, {
    headers: { authKey },
    data: review,
  });
  expect(response.status()).toBe(200);
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.describe('mobile verification', () => {
  test('checkout sends an unverified customer here, and a right code brings them back', async ({
    page,
    request,
  }) => {
    const customer = await registerNewCustomer(page);
    await addProductToCart(page, 'bread');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(await storedKey(page, 'mobileVerified')).toBe('false');

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/We sent a code to \+44 ••• ••• \d{4}/)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/You can ask for a new code in \d s/);

    const code = await latestCode(request, customer.mobile);
    const wrongCode = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    await page.getByLabel('6-digit code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Beside the field, where the customer is looking (the loader overlay says it too).
    await expect(
      page.getByText('That code is not right. 4 tries left.', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Back into checkout at the first step still to do.
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel(/Home delivery/)).toBeVisible();
    expect(await storedKey(page, 'mobileVerified')).toBe('true');

    // The account itself is verified: a fresh device signed in as them goes straight on.
    const me = await request.get(`${API}/me`, {
      headers: { authKey: (await storedKey(page, 'token')) ?? '' },
    });
    expect(((await me.json()) as { mobileVerified: boolean }).mobileVerified).toBe(true);
  });

  test('an expired code is refused, and a new one can be sent once the wait is over', async ({
    page,
    request,
  }) => {
    const customer = await registerNewCustomer(page);
    await page.goto('/verify/mobile');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    const first = await latestCode(request, customer.mobile);

    await page.waitForTimeout(OTP_TTL_MS + 1_000);
    await page.getByLabel('6-digit code').fill(first);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code has expired. Ask for a new one.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect.poll(() => latestCode(request, customer.mobile)).not.toBe(first);
    await page.getByLabel('6-digit code').fill(await latestCode(request, customer.mobile));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Without a returnTo the customer lands on their account.
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    expect(await storedKey(page, 'mobileVerified')).toBe('true');
  });

  test('asking again too soon shows the wait from the API', async ({ page }) => {
    await registerNewCustomer(page);
    await page.goto('/verify/mobile');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    // A second tab asks while the first code is fresh: the API says how long to wait.
    const second = await page.context().newPage();
    await second.goto('/verify/mobile');
    await second.getByRole('button', { name: 'Send code' }).click();
    await expect(
      second.getByRole('alert').filter({ hasText: /Wait \d seconds? before/ }),
    ).toBeVisible();
    await expect(second.getByRole('timer')).toContainText(/in \d s/);
    await expect(second.getByLabel('6-digit code')).toBeVisible();
  });
});

test.describe('document verification', () => {
  test('a driving licence goes up as multipart with authKey, then an operator approves it', async ({
    page,
    request,
  }) => {
    const customer = await registerNewCustomer(page);
    await page.goto('/verify/documents');
    await expect(page.getByText('Not submitted')).toBeVisible();

    await page.getByLabel('Document type').selectOption({ label: 'Driving licence' });
    await page.getByLabel('Front of the document').setInputFiles(png('front.png'));
    await page.getByLabel('Back of the document').setInputFiles(png('back.png'));
    const uploadRequest = page.waitForRequest(
      (sent) => sent.url().endsWith('/uploaddocument') && sent.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Upload document' }).click();
    const headers = await (await uploadRequest).allHeaders();
    expect(headers['authkey']).toBe(await storedKey(page, 'token'));
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers['accept'] ?? '').not.toContain('application/json');

    await expect(page.getByText('We are reviewing your document.')).toBeVisible();
    expect(await storedKey(page, 'documentVerify')).toBe('pending');
    await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);

    await reviewLatest(request, customer.email, { decision: 'approve' });
    await page.reload();
    await expect(page.getByText('Your identity is verified.')).toBeVisible();
    expect(await storedKey(page, 'documentVerify')).toBe('approved');
  });

  test('a file that is not an image or PDF is refused, and a rejected document can be sent again', async ({
    page,
    request,
  }) => {
    const customer = await registerNewCustomer(page);
    await page.goto('/verify/documents');
    await page.getByLabel('Document type').selectOption({ label: 'Passport' });
    // Named and typed as a JPEG, but the bytes are text: the API reads the bytes.
    await page.getByLabel('Photo page').setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a picture of a passport'),
    });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('Upload a JPG, PNG or PDF.').first()).toBeVisible();
    expect(await storedKey(page, 'documentVerify')).toBe('none');

    await page.getByLabel('Photo page').setInputFiles(png('passport.png'));
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('We are reviewing your document.')).toBeVisible();

    await reviewLatest(request, customer.email, {
      decision: 'reject',
      reason: 'The photo is too blurred to read',
    });
    await page.reload();
    await expect(
      page.getByText(
        'Your document was rejected: The photo is too blurred to read. Please upload it again.',
      ),
    ).toBeVisible();
    expect(await storedKey(page, 'documentVerify')).toBe('rejected');
    await expect(page.getByRole('button', { name: 'Upload document' })).toBeVisible();
  });
});
