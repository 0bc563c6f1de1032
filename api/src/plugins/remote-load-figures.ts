import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createReleaseHistory, type ReleaseHistory } from '../lib/release-history';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which remote versions were released, so figures of any other count as 'other'. */
    releaseHistory: ReleaseHistory;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The remotes' load figures: the release history their versions are checked
 * against, and the pruning of figures past 30 days, at start and every hour,
 * whether or not anyone reads them.
 */
async function remoteLoadFiguresPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate('releaseHistory', createReleaseHistory(config.RELEASES_DIR, app.log));

  let pruning = Promise.resolve();
  const prune = () => {
    pruning = pruning
      .then(() => app.repos.remoteLoads.forgetUnreadable())
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

export default fp(remoteLoadFiguresPlugin, {
  name: 'remote-load-figures',
  dependencies: ['database'],
});
