import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalFileStorage, type FileStorage } from '../src/storage/file-storage';
import { S3FileStorage } from '../src/storage/s3-file-storage';
import { startS3, useS3rverCredentials, type RunningS3 } from './s3-server';

// Every storage keeps the same promises, so the routes work the same on any of them.

let s3: RunningS3;
let restoreCredentials: () => void;
let localRoot: string;
const opened: S3FileStorage[] = [];

beforeAll(async () => {
  restoreCredentials = useS3rverCredentials();
  s3 = await startS3();
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'storefront-storage-test-'));
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3.close();
  await rm(localRoot, { recursive: true, force: true });
  restoreCredentials();
});

const engines: [string, () => FileStorage][] = [
  ['local disk', () => new LocalFileStorage(localRoot)],
  [
    'S3 (s3rver)',
    () => {
      const storage = new S3FileStorage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
      });
      opened.push(storage);
      return storage;
    },
  ],
];

const KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;
const MISSING_KEY = '3f1c9a52-8d4e-4b7a-9c2d-5e6f7a8b9c0d.png';

describe.each(engines)('FileStorage on %s', (_name, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('saves bytes under a new random key and reads the same bytes back', async () => {
    const bytes = randomBytes(64 * 1024);
    const key = await storage.save(bytes, '.png');
    expect(key).toMatch(KEY_SHAPE);
    expect(await storage.read(key)).toEqual(bytes);

    const again = await storage.save(bytes, '.png');
    expect(again).not.toBe(key);
  });

  it('keeps an empty file as an empty file, not as nothing', async () => {
    const key = await storage.save(Buffer.alloc(0), '.pdf');
    expect(await storage.read(key)).toEqual(Buffer.alloc(0));
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await storage.read(MISSING_KEY)).toBeUndefined();
  });

  it('removes a file, after which it is not found', async () => {
    const key = await storage.save(Buffer.from('gone soon'), '.jpg');
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
  });

  it('removes a key that holds nothing without complaint', async () => {
    await expect(storage.remove(MISSING_KEY)).resolves.toBeUndefined();
  });

  it.each(['../../etc/passwd', 'avatars/x.png', '3F1C9A52-8D4E-4B7A-9C2D-5E6F7A8B9C0D.png', ''])(
    'refuses %p, a key it could not have made, on read and remove',
    async (key) => {
      await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Not a storage key/);
    },
  );

  it('refuses an extension that is not a short lower-case word', async () => {
    for (const extension of ['png', '.PNG', '.tar.gz', '/../x', '.toolong']) {
      await expect(storage.save(Buffer.from('x'), extension)).rejects.toThrow(
        /Unexpected file extension/,
      );
    }
  });
});

describe('S3FileStorage against a server that fails', () => {
  it('throws rather than saying "not found" when the bucket does not exist', async () => {
    const storage = new S3FileStorage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
    });
    opened.push(storage);
    await expect(storage.read(MISSING_KEY)).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
