import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { LocalFileStorage, type FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

async function storagePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (config.S3_BUCKET) {
    // The S3 client loads only where files go to a bucket.
    const { S3FileStorage } = await import('../storage/s3-file-storage');
    const storage = new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
    });
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
    return;
  }
  app.decorate('storage', new LocalFileStorage(config.UPLOADS_DIR));
  if (config.UPLOADS_TEMPORARY) {
    app.addHook('onClose', () => rm(config.UPLOADS_DIR, { recursive: true, force: true }));
  }
}

export default fp(storagePlugin, { name: 'storage' });
