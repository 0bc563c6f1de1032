import path from 'node:path';
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

// The types a file name's extension or a part's Content-Type may name for each accepted type.
const DECLARED_AS: Record<string, { extensions: string[]; mimes: string[] }> = {
  'image/jpeg': {
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
    mimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  },
  'image/png': { extensions: ['png'], mimes: ['image/png', 'image/x-png'] },
  'image/webp': { extensions: ['webp'], mimes: ['image/webp'] },
  'application/pdf': { extensions: ['pdf'], mimes: ['application/pdf', 'application/x-pdf'] },
};

// Say nothing about the content: what a client sends when it does not know.
const UNDECLARED_MIMES = ['', 'application/octet-stream', 'binary/octet-stream'];

/**
 * Whether what the client declared — the file name's extension and the part's
 * Content-Type — disagrees with the type the bytes are. A declaration that says
 * nothing (no extension, no or a generic Content-Type) is not a disagreement;
 * a file is refused when it declares its type and no declaration matches its bytes.
 */
export function declaredTypeDisagrees(
  mime: string,
  declared: { filename?: string; mimetype?: string },
): boolean {
  const accepted = DECLARED_AS[mime];
  if (!accepted) return true;
  const name = path.basename((declared.filename ?? '').replaceAll('\\', '/')).toLowerCase();
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const type = (declared.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  const declarations = [
    ...(extension ? [accepted.extensions.includes(extension)] : []),
    ...(UNDECLARED_MIMES.includes(type) ? [] : [accepted.mimes.includes(type)]),
  ];
  return declarations.length > 0 && !declarations.includes(true);
}

// Markup a browser would run if the file were ever opened as HTML or SVG.
const ACTIVE_MARKUP = /<(?:script|html|body|iframe|object|embed|svg)\b|javascript:/i;
// A ZIP archive's end-of-central-directory record sits in its last 64 KB + 22 bytes.
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_WINDOW = 65_557;

/**
 * Whether a file that starts as an accepted type also carries something else:
 * HTML or script after an image's magic bytes, or a ZIP archive appended to a
 * PDF or image (a polyglot). A photo or scan of a document carries neither.
 */
export function carriesOtherContent(bytes: Buffer): boolean {
  if (bytes.subarray(-ZIP_END_WINDOW).includes(ZIP_END)) return true;
  return ACTIVE_MARKUP.test(bytes.toString('latin1'));
}

/**
 * A browser sends only a file's own name, so a name with folders in it (`../`,
 * `a/b`, `C:\`, their percent-encoded forms, `..`) or control characters comes from a
 * hand-made request. The name is never used to store the file; it is refused
 * anyway, so nothing downstream ever meets it.
 */
export function namesAPath(filename: string | undefined): boolean {
  if (!filename) return false;
  const hasControlCharacter = [...filename].some((character) => character.charCodeAt(0) < 0x20);
  // Dots alone are fine inside a name ("scan..final.pdf"); as the whole name they are a folder.
  return hasControlCharacter || /[/\\]|%2f|%5c/i.test(filename) || /^\.{1,2}$/.test(filename);
}
