import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: local disk now, S3 or similar later, behind the same three calls. */
export interface FileStorage {
  /** Stores the bytes under a new random key, which ends with `extension` (e.g. '.png'). */
  save(bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes the file; a key that holds nothing is fine. */
  remove(key: string): Promise<void>;
}

// Keys come only from save(), but they are read back from the database, so a
// key that is not one of ours can never reach outside the folder.
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const EXTENSION = /^\.[a-z0-9]{1,5}$/;

export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  async save(bytes: Buffer, extension: string): Promise<string> {
    if (!EXTENSION.test(extension)) throw new Error(`Unexpected file extension ${extension}`);
    const key = `${randomUUID()}${extension}`;
    await mkdir(this.root, { recursive: true });
    await writeFile(this.pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }
}
