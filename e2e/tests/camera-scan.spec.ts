import { writeFile } from 'node:fs/promises';
import { chromium, expect, test, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { API, operatorToken } from '../support/api';
import { CHROMIUM } from '../support/chromium';
import { orderByApi, registerByApi, verifyMobileByApi } from '../support/customers';
import { signInOnPhone } from '../support/shopper';
import { openPickupSlots } from '../support/slots';
import { staffByInvitation } from '../support/staff';

// Issue 45: a line is confirmed by scanning its barcode with the camera, through
// the browser's BarcodeDetector where present, or ZXing. Chromium on Linux has
// no BarcodeDetector, so this is ZXing reading a real EAN-13 off a camera:
// Chromium's fake camera, playing a picture of the rice's barcode.

const PHONE = { width: 390, height: 844 };
const FRAME = { width: 640, height: 480 };

/** The rice's barcode, drawn by bwip-js and read back as the camera's grey levels. */
async function barcodeLuma(page: Page, gtin: string): Promise<number[]> {
  const png = await bwipjs.toBuffer({ bcid: 'ean13', text: gtin, scale: 3, height: 25 });
  return page.evaluate(
    async ({ dataUrl, width, height }) => {
      const picture = new Image();
      picture.src = dataUrl;
      await picture.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width, height });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(picture, (width - picture.width) / 2, (height - picture.height) / 2);
      const { data } = context.getImageData(0, 0, width, height);
      return Array.from({ length: width * height }, (_, pixel) =>
        Math.round(
          0.299 * data[4 * pixel]! + 0.587 * data[4 * pixel + 1]! + 0.114 * data[4 * pixel + 2]!,
        ),
      );
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, ...FRAME },
  );
}

/** One grey frame as a Y4M video (4:2:0, colourless), which Chromium's fake camera plays in a loop. */
function y4m(luma: number[]): Buffer {
  const header = `YUV4MPEG2 W${FRAME.width} H${FRAME.height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  const chroma = Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(header, 'ascii'), Buffer.from(luma), chroma]);
}

test('a picker scans a line with the phone’s camera: ZXing reads the barcode, downloaded only when the camera opens', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);

  // An order of rice in a slot of its own (the picking journey books the last one).
  const slot = (await openPickupSlots(request)).at(-2)!;
  const customer = await registerByApi(request, 'Cam');
  await verifyMobileByApi(request, customer);
  const order = await orderByApi(request, customer, [{ slug: 'basmati-rice', quantity: 1 }], slot);
  const confirmed = await request.post(`${API}/operator/orders/${order.id}/status`, {
    headers: { authKey: await operatorToken(request) },
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  // A picker of the spec's own claims the slot, and the walk names the rice's barcode.
  const picker = await staffByInvitation(request, 'picker');
  const signedIn = await request.post(`${API}/auth/login`, {
    data: { identifier: picker.identifier, password: picker.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const claimed = await request.post(`${API}/operator/picking/batches`, {
    headers: { authKey: token },
    data: { slot: { windowId: slot.windowId, date: slot.date } },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  const { walk } = (await claimed.json()) as { walk: { name: string; gtin: string | null }[] };
  const rice = walk.find((stop) => stop.name === 'Basmati Rice 1kg')!;
  expect(rice.gtin).toMatch(/^\d{13}$/);

  // The phone's camera sees that barcode.
  const camera = testInfo.outputPath('camera.y4m');
  await writeFile(camera, y4m(await barcodeLuma(page, rice.gtin!)));
  const phoneBrowser = await chromium.launch({
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    const context = await phoneBrowser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: PHONE,
      permissions: ['camera'],
    });
    const phone = await context.newPage();
    const scripts: string[] = [];
    phone.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await signInOnPhone(phone, picker.identifier, picker.password);
    await phone.goto('/operator/picking');
    const stop = phone.getByRole('article', { name: 'Basmati Rice 1kg' });
    await expect(stop).toBeVisible();
    expect(scripts.filter((url) => url.includes('zxing'))).toEqual([]);

    await stop.getByRole('button', { name: 'Scan with camera' }).click();

    // The camera closes once it has read the code, and the line is picked.
    await expect(stop.getByText('Picked 1')).toBeVisible();
    await expect(stop.getByLabel('Camera')).toHaveCount(0);
    expect(scripts.filter((url) => url.includes('zxing')).length).toBeGreaterThan(0);
  } finally {
    await phoneBrowser.close();
  }
});
