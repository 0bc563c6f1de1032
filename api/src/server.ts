import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  // On SIGINT/SIGTERM: stop taking requests, finish the ones in flight, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
