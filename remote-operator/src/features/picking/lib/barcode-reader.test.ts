import { openBarcodeReader } from './barcode-reader';
import { zxingReader } from './zxing-reader';

// ZXing itself needs a canvas jsdom has not got; the browser test reads a real
// barcode through it (e2e camera-scan.spec.ts). Here: which reader is chosen.
jest.mock('./zxing-reader', () => ({ zxingReader: jest.fn(() => async () => 'from zxing') }));

const video = document.createElement('video');

/** A browser's BarcodeDetector that knows `formats` and sees `seen` in every frame. */
function detectorKnowing(formats: string[], seen: string) {
  return class {
    static getSupportedFormats = async () => formats;
    constructor(readonly options: { formats: string[] }) {}
    detect = async () => [{ rawValue: seen }];
  };
}

afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  jest.mocked(zxingReader).mockClear();
});

describe('the camera’s barcode reader', () => {
  it('is the browser’s own BarcodeDetector when it reads the grocery formats', async () => {
    Object.assign(window, {
      BarcodeDetector: detectorKnowing(['qr_code', 'ean_13', 'ean_8', 'upc_a'], '5000112637922'),
    });

    const read = await openBarcodeReader();

    expect(await read(video)).toBe('5000112637922');
    expect(zxingReader).not.toHaveBeenCalled();
  });

  it('is ZXing where the browser has no BarcodeDetector', async () => {
    const read = await openBarcodeReader();

    expect(await read(video)).toBe('from zxing');
  });

  it('is ZXing where the browser’s detector knows none of the grocery formats', async () => {
    Object.assign(window, { BarcodeDetector: detectorKnowing([], 'never') });

    const read = await openBarcodeReader();

    expect(await read(video)).toBe('from zxing');
  });
});
