import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to Redis when REDIS_URL is set; null keeps everything in this process. */
    redis: Redis | null;
  }
}

/** Opens Redis when REDIS_URL names one, and makes sure it answers before the API starts. */
async function redisPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (!config.REDIS_URL) {
    app.decorate('redis', null);
    return;
  }
  // ioredis loads only where there is a Redis to open.
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(config.REDIS_URL, {
    connectionName: `${config.REDIS_KEY_PREFIX}api`,
    // A sign-in waits for Redis through one reconnect at most, then fails
    // instead of hanging while Redis is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // Without a listener ioredis prints every failed reconnect as an unhandled error.
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
  try {
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL did not answer: ${reason}`, { cause: error });
  }
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (redis.status !== 'end') await redis.quit();
  });
}

export default fp(redisPlugin, { name: 'redis' });
