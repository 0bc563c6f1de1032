import assert from 'node:assert/strict';
import { APPS, portOf } from './apps';
import { cacheControlFor, contentSecurityPolicy, preloadLinks } from './headers';
import { CONFIG, REMOTES } from './test-support';

describe('portOf', () => {
  it('serves the host and every remote on its own port, each moved by its variable', () => {
    assert.deepEqual(
      Object.keys(APPS).map((app) => [app, portOf(app, {})]),
      [
        ['host', 8080],
        ['remote-storefront', 8081],
        ['remote-verify', 8082],
        ['remote-dashboard', 8083],
        ['remote-operator', 8084],
      ],
    );
    assert.equal(portOf('remote-operator', { OPERATOR_PORT: '9084' }), 9084);
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed files a year and revalidates everything else', () => {
    assert.equal(cacheControlFor('/d/main.1a2b3c4d.js.br'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/d/styles.1a2b3c4d.css'), 'public, max-age=31536000, immutable');
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']) {
      assert.equal(cacheControlFor(`/d/${file}`), 'no-cache');
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('lets in scripts from the remotes and fetches to the API, and nothing inline', () => {
    const policy = contentSecurityPolicy({ remotes: REMOTES, config: CONFIG });
    assert.match(policy, /script-src 'self' http:\/\/localhost:8081;/);
    assert.match(policy, /connect-src 'self' http:\/\/localhost:3000 http:\/\/localhost:8081;/);
    assert.doesNotMatch(policy, /unsafe-inline/);
  });

  it('lets in a drawn page’s own <style> elements by their hashes, and no other', () => {
    const policy = contentSecurityPolicy({ remotes: REMOTES, config: CONFIG }, ["'sha256-abc='"]);
    assert.match(policy, /style-src 'self' 'sha256-abc=' http:\/\/localhost:8081;/);
    assert.doesNotMatch(policy, /unsafe-inline/);
  });

  it('leaves out a URL that is not http(s)', () => {
    const policy = contentSecurityPolicy({ remotes: { x: 'javascript:alert(1)' }, config: {} });
    assert.match(policy, /script-src 'self';/);
  });
});

describe('preloadLinks', () => {
  it('preloads the runtime config and the manifest of the remote that draws the path', () => {
    const links = preloadLinks(
      { remotes: REMOTES, config: CONFIG },
      '/products',
      () => 'storefront',
    );
    assert.equal(
      links,
      [
        '</config.json>; rel=preload; as=fetch; crossorigin',
        '</remotes.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:8081/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:8081>; rel=preconnect',
        '<http://localhost:8081>; rel=preconnect; crossorigin',
        '<http://localhost:3000>; rel=preconnect',
        '<http://localhost:3000>; rel=preconnect; crossorigin',
      ].join(', '),
    );
  });

  it('opens no second connection to the API for pictures served from elsewhere', () => {
    const links = preloadLinks({ config: { ...CONFIG, imagesBaseUrl: '/images' } });
    assert.equal(
      links,
      [
        '</config.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:3000>; rel=preconnect; crossorigin',
      ].join(', '),
    );
  });

  it('preloads no remote for an app without a route table', () => {
    assert.doesNotMatch(preloadLinks({ remotes: REMOTES, config: CONFIG }, '/'), /mf-manifest/);
  });
});
