import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { LocalFileStorage, type FileStorage } from '../storage/file-storage';
import { S3FileStorage } from '../storage/s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

async function storagePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (config.S3_BUCKET) {
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
