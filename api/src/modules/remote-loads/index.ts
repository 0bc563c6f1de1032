import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createReleaseHistory } from './release-history';
import { createRemoteLoadsService, type RemoteLoadsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes' load figures, as the host pages' beacons report them. */
    remoteLoads: RemoteLoadsService;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The remote loads module: its service on `app.remoteLoads`, with versions
 * checked against the release history, and the figures past 30 days pruned
 * at start and every hour, whether or not anyone reads them.
 */
async function remoteLoadsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  const remoteLoads = createRemoteLoadsService({
    db: app.db,
    releaseHistory: createReleaseHistory(config.RELEASES_DIR, app.log),
  });
  app.decorate('remoteLoads', remoteLoads);

  let pruning = Promise.resolve();
  const prune = () => {
    pruning = pruning
      .then(() => remoteLoads.forgetUnreadable())
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'Could not forget old remote load figures'),
      );
    return pruning;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  });
  // Closed before the database: a prune under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pruning;
  });
}

export default fp(remoteLoadsModule, { name: 'remote-loads', dependencies: ['database'] });
export { remoteLoadRoutes } from './routes';
