import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a file whole or not at all: a temporary file beside it, renamed over
 * it. A server reading remotes.json at that moment gets the old file or the
 * new one, never half of one (rename is atomic within a file system).
 * @param {string} file
 * @param {string} text
 */
export function writeFileAtomically(file, text) {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
