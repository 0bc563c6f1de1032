// The host's server for the sitemap, in a process of its own as the site's
// server runs (lib/app-servers.mjs serves it so for the seed's bench): the
// host's dist with its page drawing, its config.json pointing at the large
// bench's API (API_URL), on PORT.
import path from 'node:path';
import { createStaticServer } from '@storefront/server';
import { ROOT } from '../lib/servers.mjs';

const apiBaseUrl = process.env.API_URL;
if (!apiBaseUrl) throw new Error('API_URL names the API the sitemap lists');
// The sitemap is measured alone: the pages kept for drawing need no news.
const server = await createStaticServer({
  dir: path.join(ROOT, 'host/dist'),
  catalogueNews: false,
});
server.get('/config.json', (_request, reply) =>
  reply.header('Cache-Control', 'no-cache').send({ apiBaseUrl, imagesBaseUrl: '/images' }),
);
await server.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close().then(() => process.exit(0)));
