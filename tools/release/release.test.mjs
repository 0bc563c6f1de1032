import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { createStaticServer } from '@storefront/server';
import { listReleases, promote, release, rollback } from './commands.mjs';
import { readHistory, stateOf } from './history.mjs';
import { contentVersion, versionsIn } from './release-store.mjs';

/**
 * @import { AddressInfo } from 'node:net'
 */

const RELEASE_CLI = path.join(import.meta.dirname, 'release.mjs');

const temporaryDir = (/** @type {string} */ name) => mkdtempSync(path.join(tmpdir(), name));

/**
 * A remote's dist as small as the release tool can tell from a real one: a
 * manifest exposing ./App, its remoteEntry.js, a chunk loaded at once, one on
 * demand, a stylesheet, and a server build. `label` makes each build differ.
 * @param {string} label
 * @param {{ brokenChunk?: boolean, missingChunk?: boolean }} [faults]
 */
function fakeRemoteDist(label, { brokenChunk = false, missingChunk = false } = {}) {
  const dir = temporaryDir('release-dist-');
  const manifest = {
    id: 'storefront',
    name: 'storefront',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        path: './App',
        assets: {
          js: { sync: ['app.1a2b3c4d.js'], async: ['page.5e6f7a8b.js'] },
          css: { sync: ['styles.9c0d1e2f.css'], async: [] },
        },
      },
    ],
  };
  const files = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `var storefront = { version: ${JSON.stringify(label)} };`,
    'app.1a2b3c4d.js': `self.chunks = (self.chunks || []).concat(${JSON.stringify(label)});`,
    'page.5e6f7a8b.js': brokenChunk ? 'self.chunks.push(' : `self.page = ${JSON.stringify(label)};`,
    'styles.9c0d1e2f.css': `h1::after { content: ${JSON.stringify(label)}; }`,
    'server/app.js': `module.exports = { label: ${JSON.stringify(label)} };`,
  };
  mkdirSync(path.join(dir, 'server'));
  for (const [file, text] of Object.entries(files))
    if (!(missingChunk && file === 'page.5e6f7a8b.js')) writeFileSync(path.join(dir, file), text);
  return dir;
}

/**
 * @param {string} file
 * @returns {Record<string, any>}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

describe('contentVersion', () => {
  it('is the same for the same files and changes with any byte', () => {
    const first = contentVersion(fakeRemoteDist('a'));
    assert.match(first, /^[0-9a-f]{12}$/);
    assert.equal(contentVersion(fakeRemoteDist('a')), first);
    assert.notEqual(contentVersion(fakeRemoteDist('b')), first);
  });
});

/**
 * A remote's server as serve-all starts it (its dist at /, its release store
 * at /releases/) on a free port, a release store, and the host's remotes.json
 * pointing at the server's unversioned build.
 */
async function remoteServerAndHost() {
  const releasesDir = temporaryDir('release-store-');
  const server = await createStaticServer({
    dir: fakeRemoteDist('unversioned'),
    render: null,
    releasesDir: path.join(releasesDir, 'remote-storefront'),
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${/** @type {AddressInfo} */ (server.server.address()).port}`;
  const remotesFile = path.join(temporaryDir('release-host-'), 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      storefront: `${origin}/mf-manifest.json`,
      verify: 'http://localhost:8082/mf-manifest.json',
      dashboard: 'http://localhost:8083/mf-manifest.json',
      operator: 'http://localhost:8084/mf-manifest.json',
    }),
  );
  /** @type {string[]} */
  const logged = [];
  return {
    server,
    origin,
    releasesDir,
    remotesFile,
    logged,
    store: path.join(releasesDir, 'remote-storefront'),
    /** What every command is given: the storefront, this host, this store. */
    target: {
      remote: /** @type {const} */ ('storefront'),
      remotesFile,
      releasesDir,
      log: (/** @type {string} */ line) => void logged.push(line),
    },
    remotes: () => readJson(remotesFile),
    manifestOf: (/** @type {string} */ version) => `${origin}/releases/${version}/mf-manifest.json`,
  };
}

describe('release, canary, promote, rollback', () => {
  /** @type {Awaited<ReturnType<typeof remoteServerAndHost>>} */
  let setup;
  beforeEach(async () => {
    setup = await remoteServerAndHost();
  });
  afterEach(() => setup.server.close());

  it('switches live only to a version its server answers, and keeps old versions served', async () => {
    const { target, remotes, manifestOf, store } = setup;
    const first = await release({ ...target, dist: fakeRemoteDist('A') });
    assert.equal(first.changed, true);
    assert.equal(remotes().storefront, manifestOf(first.version));
    assert.equal(remotes().verify, 'http://localhost:8082/mf-manifest.json');

    const second = await release({ ...target, dist: fakeRemoteDist('B') });
    assert.equal(remotes().storefront, manifestOf(second.version));
    // A page opened on the first version still loads its chunk on demand.
    const oldChunk = await fetch(new URL('page.5e6f7a8b.js', manifestOf(first.version)));
    assert.equal(oldChunk.status, 200);
    assert.equal(await oldChunk.text(), 'self.page = "A";');
    assert.equal(oldChunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(
      readHistory(store).map(({ version, action }) => ({ version, action })),
      [
        { version: first.version, action: 'release' },
        { version: second.version, action: 'release' },
      ],
    );
  });

  it('says so and changes nothing when the same build is released again', async () => {
    const { target, remotesFile, store, logged } = setup;
    const dist = fakeRemoteDist('A');
    const { version } = await release({ ...target, dist });
    const before = readFileSync(remotesFile, 'utf8');
    const again = await release({ ...target, dist: fakeRemoteDist('A') });
    assert.deepEqual(again, { version, changed: false });
    assert.match(logged.at(-1) ?? '', /already live: nothing to release/);
    assert.equal(readFileSync(remotesFile, 'utf8'), before);
    assert.equal(readHistory(store).length, 1);
  });

  it('rolls live back to the version before it, one step each time', async () => {
    const { target, remotes, manifestOf, store } = setup;
    const a = await release({ ...target, dist: fakeRemoteDist('A') });
    const b = await release({ ...target, dist: fakeRemoteDist('B') });
    const c = await release({ ...target, dist: fakeRemoteDist('C') });
    await rollback(target);
    assert.equal(remotes().storefront, manifestOf(b.version));
    await rollback(target);
    assert.equal(remotes().storefront, manifestOf(a.version));
    await assert.rejects(rollback(target), /no earlier release/);
    const last = readHistory(store).at(-1);
    assert.equal(last?.action, 'rollback');
    assert.equal(last?.version, a.version);
    assert.equal(last?.from, b.version);
    assert.notEqual(c.version, b.version);
  });

  it('rolls back to a version named by its first letters, and the next rollback steps further back', async () => {
    const { target, remotes, manifestOf } = setup;
    const a = await release({ ...target, dist: fakeRemoteDist('A') });
    const b = await release({ ...target, dist: fakeRemoteDist('B') });
    const c = await release({ ...target, dist: fakeRemoteDist('C') });
    await release({ ...target, dist: fakeRemoteDist('D') });
    await assert.rejects(
      rollback({ ...target, to: 'fffffffffff0' }),
      new RegExp(
        `was not live before the current version: roll back to one of ${c.version}, ${b.version}, ${a.version}`,
      ),
    );
    await rollback({ ...target, to: b.version.slice(0, 6) });
    assert.equal(remotes().storefront, manifestOf(b.version));
    // C and D are forgotten as steps: back again means A, never a toggle to D.
    await rollback(target);
    assert.equal(remotes().storefront, manifestOf(a.version));
    await assert.rejects(rollback(target), /no earlier release/);
  });

  it('points a rebuilt host back at live, and a rollback still goes to the version before', async () => {
    const { target, remotes, remotesFile, manifestOf, origin } = setup;
    const a = await release({ ...target, dist: fakeRemoteDist('A') });
    const b = await release({ ...target, dist: fakeRemoteDist('B') });
    // pnpm build of the host writes the unversioned URLs again.
    writeFileSync(
      remotesFile,
      JSON.stringify({ ...remotes(), storefront: `${origin}/mf-manifest.json` }),
    );
    const again = await release({ ...target, dist: fakeRemoteDist('B') });
    assert.deepEqual(again, { version: b.version, changed: true });
    assert.equal(remotes().storefront, manifestOf(b.version));
    await rollback(target);
    assert.equal(remotes().storefront, manifestOf(a.version));
  });

  it('runs a canary beside live, then promotes it or drops it', async () => {
    const { target, remotes, manifestOf, store } = setup;
    const live = await release({ ...target, dist: fakeRemoteDist('live') });
    const canary = await release({ ...target, dist: fakeRemoteDist('canary'), canaryPercent: 10 });
    assert.deepEqual(remotes().canary, {
      storefront: { manifest: manifestOf(canary.version), percent: 10 },
    });
    assert.equal(remotes().storefront, manifestOf(live.version));
    // No second live release while a canary runs: it would be dropped unseen.
    await assert.rejects(
      release({ ...target, dist: fakeRemoteDist('other') }),
      /has a canary running/,
    );

    await rollback(target);
    assert.equal(remotes().canary, undefined);
    assert.equal(remotes().storefront, manifestOf(live.version));

    await release({ ...target, dist: fakeRemoteDist('canary'), canaryPercent: 50 });
    await promote(target);
    assert.equal(remotes().canary, undefined);
    assert.equal(remotes().storefront, manifestOf(canary.version));
    await assert.rejects(promote(target), /no canary to promote/);
    assert.deepEqual(
      readHistory(store).map(({ action, percent }) => [action, percent]),
      [
        ['release', undefined],
        ['canary', 10],
        ['rollback', undefined],
        ['canary', 50],
        ['promote', undefined],
      ],
    );
    // Rollback after a promotion goes back to the version live before it.
    await rollback(target);
    assert.equal(remotes().storefront, manifestOf(live.version));
  });

  it('fails a build that does not compile, leaving remotes.json as it was and no folder', async () => {
    const { target, remotesFile, store } = setup;
    await release({ ...target, dist: fakeRemoteDist('A') });
    const before = readFileSync(remotesFile, 'utf8');
    const broken = fakeRemoteDist('B', { brokenChunk: true });
    await assert.rejects(
      release({ ...target, dist: broken }),
      /failed its smoke test, remotes.json is unchanged: .*page\.5e6f7a8b\.js does not compile/,
    );
    assert.equal(readFileSync(remotesFile, 'utf8'), before);
    assert.equal(existsSync(path.join(store, contentVersion(broken))), false);
    assert.equal(readHistory(store).length, 1);
  });

  it('fails a build that misses a chunk its manifest names', async () => {
    const { target, remotesFile } = setup;
    const before = readFileSync(remotesFile, 'utf8');
    await assert.rejects(
      release({ ...target, dist: fakeRemoteDist('A', { missingChunk: true }) }),
      /page\.5e6f7a8b\.js answered 404/,
    );
    assert.equal(readFileSync(remotesFile, 'utf8'), before);
  });

  it('asks whether the remote’s server is running when nothing answers', async () => {
    const { target, remotesFile, store, server } = setup;
    await server.close();
    const before = readFileSync(remotesFile, 'utf8');
    await assert.rejects(
      release({ ...target, dist: fakeRemoteDist('A') }),
      /refused the connection: is the remote's server running\?/,
    );
    assert.equal(readFileSync(remotesFile, 'utf8'), before);
    assert.deepEqual(versionsIn(store), []);
  });

  it('prunes to the newest versions, never live, the one before it or a canary', async () => {
    const { target, store } = setup;
    const v1 = await release({ ...target, dist: fakeRemoteDist('1'), keep: 1 });
    const v2 = await release({ ...target, dist: fakeRemoteDist('2'), keep: 1 });
    // Kept: v2, the newest and live, and v1, which a rollback returns to.
    assert.deepEqual(versionsIn(store).sort(), [v1.version, v2.version].sort());
    const v3 = await release({ ...target, dist: fakeRemoteDist('3'), keep: 1 });
    assert.deepEqual(versionsIn(store).sort(), [v2.version, v3.version].sort());
    const v4 = await release({ ...target, dist: fakeRemoteDist('4'), canaryPercent: 5, keep: 1 });
    // The canary is the newest; live (v3) and the one before it (v2) stay.
    assert.deepEqual(versionsIn(store).sort(), [v2.version, v3.version, v4.version].sort());
  });

  it('lists the history with what is live and the canary', async () => {
    const { target, logged } = setup;
    const a = await release({ ...target, dist: fakeRemoteDist('A') });
    const b = await release({ ...target, dist: fakeRemoteDist('B'), canaryPercent: 25 });
    logged.length = 0;
    listReleases({ ...target, remotes: ['storefront'] });
    assert.equal(logged[0], 'storefront (remote-storefront)');
    assert.match(logged[1], new RegExp(`^  ${a.version}  release .* ← live$`));
    assert.match(logged[2], new RegExp(`^  ${b.version}  canary 25 % .* ← canary 25 %$`));
  });
});

describe('the command line', () => {
  /** @type {Awaited<ReturnType<typeof remoteServerAndHost>>} */
  let setup;
  beforeEach(async () => {
    setup = await remoteServerAndHost();
  });
  afterEach(() => setup.server.close());

  /** @param {string[]} args */
  const run = (args) =>
    promisify(execFile)(process.execPath, [RELEASE_CLI, ...args, '--remotes', setup.remotesFile], {
      env: { ...process.env, RELEASES_DIR: setup.releasesDir },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (/** @type {{ code: number, stdout: string, stderr: string }} */ failure) => failure,
    );

  it('releases a dist given with --from into RELEASES_DIR, and rolls back', async () => {
    const dist = fakeRemoteDist('A');
    const released = await run(['storefront', '--skip-build', '--from', dist]);
    assert.equal(released.code, 0, released.stderr);
    const version = contentVersion(dist);
    assert.match(released.stdout, new RegExp(`storefront ${version} is live`));
    assert.equal(setup.remotes().storefront, setup.manifestOf(version));

    const canary = await run(['storefront', '--from', fakeRemoteDist('B'), '--canary', '30']);
    assert.equal(canary.code, 0, canary.stderr);
    assert.equal(setup.remotes().canary.storefront.percent, 30);
    const rolledBack = await run(['rollback', 'storefront']);
    assert.equal(rolledBack.code, 0, rolledBack.stderr);
    assert.equal(setup.remotes().canary, undefined);
    const listed = await run(['list', 'storefront']);
    assert.match(listed.stdout, /rollback/);
  });

  it('loses no switch when two teams release, or a release and a rollback run, at the same moment', async () => {
    // The verify team's remote, served the same way beside the storefront's.
    const verifyServer = await createStaticServer({
      dir: fakeRemoteDist('verify unversioned'),
      render: null,
      releasesDir: path.join(setup.releasesDir, 'remote-verify'),
    });
    await verifyServer.listen({ host: '127.0.0.1', port: 0 });
    try {
      const verifyOrigin = `http://127.0.0.1:${/** @type {AddressInfo} */ (verifyServer.server.address()).port}`;
      writeFileSync(
        setup.remotesFile,
        JSON.stringify({ ...setup.remotes(), verify: `${verifyOrigin}/mf-manifest.json` }),
      );
      const storefrontDist = fakeRemoteDist('storefront A');
      const verifyDist = fakeRemoteDist('verify A');
      const [storefront, verify] = await Promise.all([
        run(['storefront', '--from', storefrontDist]),
        run(['verify', '--from', verifyDist]),
      ]);
      assert.equal(storefront.code, 0, storefront.stderr);
      assert.equal(verify.code, 0, verify.stderr);
      assert.equal(setup.remotes().storefront, setup.manifestOf(contentVersion(storefrontDist)));
      assert.equal(
        setup.remotes().verify,
        `${verifyOrigin}/releases/${contentVersion(verifyDist)}/mf-manifest.json`,
      );

      // Storefront B live, then C released while B is rolled back: whichever
      // goes first, remotes.json serves what the history says is live.
      const b = fakeRemoteDist('storefront B');
      assert.equal((await run(['storefront', '--from', b])).code, 0);
      const [released, rolledBack] = await Promise.all([
        run(['storefront', '--from', fakeRemoteDist('storefront C')]),
        run(['rollback', 'storefront']),
      ]);
      assert.equal(released.code, 0, released.stderr);
      assert.equal(rolledBack.code, 0, rolledBack.stderr);
      const history = readHistory(path.join(setup.releasesDir, 'remote-storefront'));
      assert.equal(history.length, 4);
      const live = stateOf(history).liveVersions.at(-1) ?? '';
      assert.equal(setup.remotes().storefront, setup.manifestOf(live));
      assert.equal(
        setup.remotes().verify,
        `${verifyOrigin}/releases/${contentVersion(verifyDist)}/mf-manifest.json`,
      );
    } finally {
      await verifyServer.close();
    }
  });

  it('exits non-zero with the reason when the smoke test fails', async () => {
    const dist = fakeRemoteDist('A', { brokenChunk: true });
    const failed = await run(['storefront', '--skip-build', '--from', dist]);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /^release: storefront [0-9a-f]{12} failed its smoke test/);
    assert.match(setup.remotes().storefront, /\/mf-manifest\.json$/);
    assert.doesNotMatch(setup.remotes().storefront, /releases/);
  });

  it('refuses an unknown remote and a canary share out of range', async () => {
    assert.match((await run(['checkout'])).stderr, /Unknown remote: checkout/);
    const outOfRange = await run(['storefront', '--from', fakeRemoteDist('A'), '--canary', '120']);
    assert.equal(outOfRange.code, 1);
    assert.match(outOfRange.stderr, /--canary takes a whole number from 0 to 100/);
  });
});
