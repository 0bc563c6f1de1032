import { filetypemime } from 'magic-bytes.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

// Every signature we accept sits in the first few bytes; reading further finds nothing more.
const SNIFF_BYTES = 4100;

/**
 * The file's real type, read from its bytes (never its name or the type the
 * client claimed), when it is one of `allowed`; otherwise undefined.
 */
export function detectFileType<Mime extends string>(
  bytes: Buffer,
  allowed: readonly Mime[],
): { mime: Mime; extension: string } | undefined {
  const found = filetypemime(bytes.subarray(0, SNIFF_BYTES));
  const mime = allowed.find((candidate) => found.includes(candidate));
  if (!mime) return undefined;
  const extension = EXTENSIONS[mime];
  if (!extension) throw new Error(`No file extension for ${mime}`);
  return { mime, extension };
}
