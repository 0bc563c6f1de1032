import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { demoBanner } from './db/seed/demo-accounts';

/** How long requests in flight at shutdown get to finish before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;
/** After the drain, the time left to close the database and the rest before the process gives up. */
const CLOSE_TIMEOUT_MS = 10_000;

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  // On SIGINT/SIGTERM: stop accepting connections, let the requests in flight
  // finish (within DRAIN_TIMEOUT_MS), then close the database and exit 0.
  closeWithGrace({ delay: DRAIN_TIMEOUT_MS + CLOSE_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    else app.log.info({ signal }, 'Shutting down: finishing the requests in flight');
    // The server closes once its last connection has; a request that takes
    // too long (or a client that never finishes sending) must not keep the
    // database open past the bound.
    const cutOff = setTimeout(() => {
      app.log.warn('Requests still running after the drain time: closing their connections');
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  if (app.demoCredentials.length > 0)
    console.log(demoBanner(app.demoCredentials, config.DEMO_CREDENTIALS_FILE));
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
