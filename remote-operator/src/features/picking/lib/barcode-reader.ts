// One way to read a grocery barcode off the camera's picture, whichever the
// browser allows: its own BarcodeDetector (Chrome on Android and macOS) costs
// nothing to download; elsewhere (Safari, Firefox, Chrome on Linux and
// Windows) ZXing reads it, fetched only when the picker opens the camera.

/** The code seen in the video's current frame, if any. */
export type ReadBarcode = (video: HTMLVideoElement) => Promise<string | undefined>;

/** EAN-13, EAN-8 and UPC-A: what a grocer's shelf carries (and the API takes). */
const FORMATS = ['ean_13', 'ean_8', 'upc_a'];

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): {
    detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
  };
  getSupportedFormats(): Promise<string[]>;
}

/** Whether this browser can show the camera at all (a secure page on a device with one). */
export const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The browser's own detector, when it knows the grocery formats (some have the class but none). */
async function nativeReader(): Promise<ReadBarcode | undefined> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  if (!Detector) return undefined;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!FORMATS.every((format) => supported.includes(format))) return undefined;
  const detector = new Detector({ formats: FORMATS });
  return async (video) => (await detector.detect(video))[0]?.rawValue;
}

export async function openBarcodeReader(): Promise<ReadBarcode> {
  const native = await nativeReader();
  if (native) return native;
  const { zxingReader } = await import(/* webpackChunkName: "zxing" */ './zxing-reader');
  return zxingReader();
}
