import { keepPrefetchedManifest, prefetchedManifests } from './prefetched-manifests';

const MANIFEST_URL = 'http://remotes.test:8083/mf-manifest.json';
const MANIFEST = '{"name":"dashboard","exposes":[]}';

function askRuntime(url: string) {
  const { fetch } = prefetchedManifests();
  return fetch!(url, {});
}

describe('prefetched manifests', () => {
  it('answers the runtime with a manifest fetched ahead, once', async () => {
    keepPrefetchedManifest(MANIFEST_URL, MANIFEST);
    const answer = await askRuntime(MANIFEST_URL);
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).text()).toBe(MANIFEST);
    // The next request, a retry after a failure for one, goes to the server.
    expect(await askRuntime(MANIFEST_URL)).toBeUndefined();
  });

  it('matches a manifest named relative to the page', async () => {
    keepPrefetchedManifest('/mf-manifest.json', MANIFEST);
    const answer = await askRuntime(new URL('/mf-manifest.json', location.href).href);
    expect(await (answer as Response).text()).toBe(MANIFEST);
  });

  it('leaves a manifest it does not have to the runtime', async () => {
    expect(await askRuntime('http://remotes.test:8082/mf-manifest.json')).toBeUndefined();
  });
});
