import type { RemoteLoad } from '@storefront/shared/contracts';
import { remoteLoadMinutes } from '../src/db/schema';
import { remoteLoadsRepository } from '../src/modules/remote-loads/repository';
import { build, buildPeer, type TestApp } from './helper';

// Figures older than 30 days are forgotten as an instance starts, not only
// hourly (remote-loads.test.ts). Only PostgreSQL lets a second instance start
// on data another one holds, so scripts/test.sh runs this file in the
// PostgreSQL pass alone; run on PGlite, buildPeer refuses it (it fails, it is
// never skipped).

const HOUR_MS = 60 * 60 * 1000;

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(async () => {
  await api.close();
});

const aLoad = (version: string): RemoteLoad => ({
  remote: 'storefront',
  version,
  ms: 412,
  ok: true,
});

const loadedAgo = (hours: number, version: string) =>
  remoteLoadsRepository.record(
    api.app.db,
    [aLoad(version)],
    new Date(Date.now() - hours * HOUR_MS),
  );

it('forgets them as an instance starts: a second instance on the same data', async () => {
  await loadedAgo(24 * 31, 'old');
  await loadedAgo(24 * 29, 'recent');

  const peer = await buildPeer(api);
  try {
    const rows = await api.app.db.select().from(remoteLoadMinutes);
    expect(rows.map((row) => row.version)).toEqual(['recent']);
  } finally {
    await peer.close();
  }
});
