import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: local disk, or S3-compatible object storage, behind the same three calls. */
export interface FileStorage {
  /** Stores the bytes under a new random key, which ends with `extension` (e.g. '.png'). */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** The stored bytes, or undefined when the key holds nothing (removed, or never stored here). */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a key that holds nothing is fine. */
  remove(key: string): Promise<void>;
}

// Keys come only from save(), but they are read back from the database, so a
// key that is not one of ours can never reach outside the folder or the bucket.
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const EXTENSION = /^\.[a-z0-9]{1,5}$/;

/** A new random key for a file with this extension; every storage names files this way. */
export function newStorageKey(extension: string): string {
  if (!EXTENSION.test(extension)) throw new Error(`Unexpected file extension ${extension}`);
  return `${randomUUID()}${extension}`;
}

/** Refuses anything newStorageKey could not have made. */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  async save(bytes: Buffer, extension: string): Promise<string> {
    const key = newStorageKey(extension);
    await mkdir(this.root, { recursive: true });
    await writeFile(this.pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }
}
