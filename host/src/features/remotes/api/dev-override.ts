import { REMOTE_NAMES, type RemoteManifestMap, type RemoteName } from '@storefront/shared';

/**
 * Development builds only: lets a developer run one remote from its dev server
 * inside the real host, while the others keep coming from remotes.json
 * (README, "Developing"). Two sources, merged over remotes.json in this order:
 *
 * 1. `/remotes.override.json`, served by the host's dev server from
 *    `host/remotes.override.json` (gitignored) when the developer wrote one;
 *    a 404 means no override. Same shape as remotes.json, any subset of names.
 * 2. `?remotes=storefront@http://localhost:3081/mf-manifest.json` (several
 *    comma-separated), kept in sessionStorage so the tab's later navigations
 *    and reloads keep it; `?remotes=` forgets it.
 *
 * The caller guards with `process.env.NODE_ENV !== 'production'`, and so does
 * this module, so a production build drops the code whatever imports it.
 */
export const DEV_OVERRIDE_URL = '/remotes.override.json';
export const DEV_OVERRIDE_PARAM = 'remotes';
export const DEV_OVERRIDE_KEY = 'host-dev-remotes';

export interface DevOverrideDeps {
  fetch?: typeof fetch;
  /** The page's query string, `?…`. */
  search?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** The known names with a string URL; anything else is reported and left out. */
function pickRemotes(value: unknown, source: string): Partial<RemoteManifestMap> {
  const picked: Partial<RemoteManifestMap> = {};
  if (typeof value !== 'object' || value === null) {
    console.warn(`${source}: expected an object of remote name → manifest URL`);
    return picked;
  }
  for (const [name, url] of Object.entries(value)) {
    if (isRemoteName(name) && typeof url === 'string' && url) picked[name] = url;
    else console.warn(`${source}: ignored ${name} (known remotes: ${REMOTE_NAMES.join(', ')})`);
  }
  return picked;
}

/** The override file, or nothing when the dev server has none (404) or cannot answer. */
async function fileOverride(fetchImpl: typeof fetch): Promise<Partial<RemoteManifestMap>> {
  try {
    const response = await fetchImpl(DEV_OVERRIDE_URL, { cache: 'no-store' });
    if (!response.ok) return {};
    return pickRemotes(await response.json(), DEV_OVERRIDE_URL);
  } catch (error) {
    console.warn(`${DEV_OVERRIDE_URL} could not be read`, error);
    return {};
  }
}

/** `storefront@http://…/mf-manifest.json,verify@…` → a partial map. */
function parseParam(value: string): Partial<RemoteManifestMap> {
  const entries = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const at = item.indexOf('@');
      return [item.slice(0, at), item.slice(at + 1)];
    });
  return pickRemotes(Object.fromEntries(entries), `?${DEV_OVERRIDE_PARAM}=`);
}

/**
 * The query parameter's override, saved for the rest of the tab's session; or
 * the one saved before, when this address has none.
 */
function sessionOverride(
  search: string,
  storage: NonNullable<DevOverrideDeps['storage']>,
): Partial<RemoteManifestMap> {
  try {
    const param = new URLSearchParams(search).get(DEV_OVERRIDE_PARAM);
    if (param === '') storage.removeItem(DEV_OVERRIDE_KEY);
    else if (param !== null) storage.setItem(DEV_OVERRIDE_KEY, param);
    const saved = storage.getItem(DEV_OVERRIDE_KEY);
    return saved ? parseParam(saved) : {};
  } catch {
    // No sessionStorage (a locked-down browser): the address alone still counts.
    const param = new URLSearchParams(search).get(DEV_OVERRIDE_PARAM);
    return param ? parseParam(param) : {};
  }
}

/** remotes.json with the developer's overrides on top; in production, `map` as it is. */
export async function withDevOverride(
  map: Partial<RemoteManifestMap>,
  deps: DevOverrideDeps = {},
): Promise<Partial<RemoteManifestMap>> {
  if (process.env.NODE_ENV === 'production') return map;
  const fromFile = await fileOverride(deps.fetch ?? fetch);
  const fromSession = sessionOverride(
    deps.search ?? location.search,
    deps.storage ?? sessionStorage,
  );
  const overridden = { ...fromFile, ...fromSession };
  if (Object.keys(overridden).length > 0)
    console.info('Remotes overridden for development:', overridden);
  return { ...map, ...overridden };
}
