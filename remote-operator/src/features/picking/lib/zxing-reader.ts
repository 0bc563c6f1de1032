import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import {
  BarcodeFormat,
  ChecksumException,
  DecodeHintType,
  FormatException,
  NotFoundException,
} from '@zxing/library';
import type { ReadBarcode } from './barcode-reader';

/** What ZXing throws for a frame with no barcode, or half of one: the next frame is tried. */
const nothingRead = (error: unknown) =>
  error instanceof NotFoundException ||
  error instanceof ChecksumException ||
  error instanceof FormatException;

/** ZXing's one-dimensional reader, told to look for the grocery formats only. */
export function zxingReader(): ReadBarcode {
  const hints = new Map([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A],
    ],
  ]);
  const reader = new BrowserMultiFormatOneDReader(hints);
  return async (video) => {
    try {
      return reader.decode(video).getText();
    } catch (error) {
      if (nothingRead(error)) return undefined;
      throw error;
    }
  };
}
