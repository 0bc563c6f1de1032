// Checks a published version through the remote's running server, as a
// browser and the host's server will load it, before any browser is sent
// there: a build that is broken, half copied, or not served at all stops the
// release while remotes.json still names the version that works.
import { Script } from 'node:vm';

/**
 * @typedef {{ sync?: string[], async?: string[] }} AssetList
 * @typedef {{ path?: string, assets?: { js?: AssetList, css?: AssetList } }} Expose
 * @typedef {object} Manifest
 * @property {{ remoteEntry?: { name?: string, path?: string } }} [metaData]
 * @property {Expose[]} [exposes]
 */

/** A check that failed; its message says what to look at. */
export class SmokeTestError extends Error {}

const TIMEOUT_MS = 15_000;

/**
 * Fetches a file that must be there, with a message for each way it is not.
 * @param {string} url
 * @returns {Promise<string>}
 */
async function fetchText(url) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause;
    if (cause?.code === 'ECONNREFUSED')
      throw new SmokeTestError(
        `${new URL(url).origin} refused the connection: is the remote's server running?`,
      );
    throw new SmokeTestError(`${url} could not be fetched: ${describe(cause ?? error)}`);
  }
  if (response.status !== 200) throw new SmokeTestError(`${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length === 0) throw new SmokeTestError(`${url} is empty`);
  return text;
}

/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? error.message : String(/** @type {unknown} */ (error));

/**
 * Compiles a script without running it: a syntax error (a truncated file, a
 * bad edit) fails here instead of in every browser.
 * @param {string} code
 * @param {string} url
 */
function assertCompiles(code, url) {
  try {
    new Script(code, { filename: url });
  } catch (error) {
    throw new SmokeTestError(`${url} does not compile: ${describe(error)}`);
  }
}

/**
 * The manifest's `./App` expose, which the host loads.
 * @param {unknown} manifest
 * @param {string} url
 * @returns {{ manifest: Manifest, app: Expose }}
 */
function appExposeOf(manifest, url) {
  const exposes = /** @type {Manifest} */ (manifest)?.exposes;
  const app = Array.isArray(exposes) ? exposes.find((expose) => expose?.path === './App') : null;
  if (!app)
    throw new SmokeTestError(`${url} is not a Module Federation manifest that exposes ./App`);
  return { manifest: /** @type {Manifest} */ (manifest), app };
}

/**
 * Loads the version at `manifestUrl` the way its users will: the manifest,
 * its remoteEntry.js, every script and stylesheet of `./App` (its chunks sit
 * beside the manifest: publicPath "auto"), and the server build beside it if
 * there is one. Each must answer 200 with content, and each script must
 * compile. Answers the URLs it checked.
 * @param {string} manifestUrl
 * @returns {Promise<string[]>}
 */
export async function smokeTest(manifestUrl) {
  const manifestText = await fetchText(manifestUrl).catch((error) => {
    if (error instanceof SmokeTestError && / answered 404$/.test(error.message))
      error.message += ": does the remote's server serve its release store (releasesDir)?";
    throw error;
  });
  let parsed;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new SmokeTestError(`${manifestUrl} is not JSON`);
  }
  const { manifest, app } = appExposeOf(parsed, manifestUrl);
  const beside = (/** @type {string} */ file) => new URL(file, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  const { js = {}, css = {} } = app.assets ?? {};
  const scripts = [entryFile, ...(js.sync ?? []), ...(js.async ?? [])].map(beside);
  const stylesheets = [...(css.sync ?? []), ...(css.async ?? [])].map(beside);
  await Promise.all([
    ...scripts.map(async (url) => assertCompiles(await fetchText(url), url)),
    ...stylesheets.map(fetchText),
    checkServerBuild(beside('server/app.js')),
  ]);
  return [manifestUrl, ...scripts, ...stylesheets];
}

/**
 * A remote's server build, which the host's server fetches beside the
 * manifest to draw pages: optional (verify, the dashboard and the operator have none), but
 * when there it must compile.
 * @param {string} url
 */
async function checkServerBuild(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error) => {
    throw new SmokeTestError(`${url} could not be fetched: ${describe(error)}`);
  });
  if (response.status === 404) return;
  if (response.status !== 200) throw new SmokeTestError(`${url} answered ${response.status}`);
  const code = await response.text();
  if (code.length === 0) throw new SmokeTestError(`${url} is empty`);
  assertCompiles(code, url);
}
