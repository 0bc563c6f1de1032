// Every app's dist folder served as production serves it, in a process of its
// own (as the site's server runs): the bench's own work (the browser's events,
// its sums) never holds up a page's first byte. Started by servers.mjs. The
// peers kept in the repository are served here too, each on its own port, so
// their pages get the same server in the same process as ours.
import path from 'node:path';
import { createStaticServer } from '@storefront/server';
import { createPeerServer } from './peer-server.mjs';
import {
  API_URL,
  APPS,
  HOSTNAME,
  PORTS,
  ROOT,
  originOf,
  peerDistOf,
  servedPeerSites,
} from './servers.mjs';

/** The API the host's config.json names: the bench's own, unless BENCH_API_URL says another (the large bench's). */
const apiBaseUrl = process.env.BENCH_API_URL ?? API_URL;
/** @type {import('fastify').FastifyInstance[]} */
const statics = [];
for (const app of APPS) {
  const server = await createStaticServer({ dir: path.join(ROOT, app, 'dist') });
  if (app === 'host') {
    // The host's remotes.json and config.json point at the bench ports.
    server.get('/remotes.json', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send({
        storefront: `${originOf('remote-storefront')}/mf-manifest.json`,
        verify: `${originOf('remote-verify')}/mf-manifest.json`,
        dashboard: `${originOf('remote-dashboard')}/mf-manifest.json`,
        operator: `${originOf('remote-operator')}/mf-manifest.json`,
      }),
    );
    server.get('/config.json', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send({ apiBaseUrl, imagesBaseUrl: '/images' }),
    );
  }
  await server.listen({ host: HOSTNAME, port: PORTS[app] });
  statics.push(server);
}
for (const site of servedPeerSites()) {
  const server = await createPeerServer(peerDistOf(site));
  await server.listen({ host: HOSTNAME, port: PORTS[site] });
  statics.push(server);
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () =>
    Promise.all(statics.map((server) => server.close())).then(() => process.exit(0)),
  );
