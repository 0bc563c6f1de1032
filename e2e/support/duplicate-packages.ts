// What every script a page downloads holds, by npm package, and which
// packages arrive in more than one file. The package lists come from each
// app's build (chunk-packages.json, written from webpack's chunk graph by
// tools/webpack-config), never from the scripts' text.

/** A build's package map: script file name → the packages (name@version) it holds. */
export interface ChunkPackages {
  files: Record<string, string[]>;
}

/** A script the page downloaded, with the packages its build says it holds. */
export interface DownloadedScript {
  url: string;
  packages: string[] | null;
}

export interface Duplicate {
  packageName: string;
  files: string[];
}

// Module Federation's own glue: each app's container (the host's main.js, a
// remote's remoteEntry.js) keeps the runtime API (`@module-federation/runtime`,
// with its error messages), which holds that container's own instance; the
// page's one runtime file (federation-runtime.js) carries it too, for the
// bundler runtime it holds. So these count once per app and once in the
// runtime file. The bundler runtime and the sdk are in the runtime file alone
// (tools/webpack-config/bundler-runtime.mjs): like every other package, they
// count once per page.
const FEDERATION_GLUE = /^@module-federation\/(runtime|error-codes)@/;
const RUNTIME_CORE_FILE = /\/federation-runtime\.js$/;

function copyKey(packageName: string, url: string): string {
  if (!FEDERATION_GLUE.test(packageName)) return packageName;
  const holder = RUNTIME_CORE_FILE.test(url) ? 'runtime core' : 'container';
  return `${packageName} (${holder} of ${new URL(url).origin})`;
}

/** Where an app's package maps are, beside its scripts. */
export const packageMapUrls = (origin: string) => [
  `${origin}/chunk-packages.json`,
  `${origin}/federation-runtime.js.packages.json`,
];

/** The packages each script holds, looked up in the maps of the origin it came from. */
export function describeScripts(
  urls: string[],
  mapsByOrigin: Record<string, ChunkPackages>,
): DownloadedScript[] {
  return [...new Set(urls)].map((url) => {
    const { origin, pathname } = new URL(url);
    const file = pathname.slice(1);
    return { url: `${origin}/${file}`, packages: mapsByOrigin[origin]?.files[file] ?? null };
  });
}

/** Every package that arrived in more than one file, with the files (federation glue: see above). */
export function findDuplicates(scripts: DownloadedScript[]): Duplicate[] {
  const filesByPackage = new Map<string, string[]>();
  for (const script of scripts)
    for (const packageName of script.packages ?? []) {
      const key = copyKey(packageName, script.url);
      filesByPackage.set(key, [...(filesByPackage.get(key) ?? []), script.url]);
    }
  return [...filesByPackage]
    .filter(([, files]) => files.length > 1)
    .map(([packageName, files]) => ({ packageName, files }));
}

/** Scripts no build lists: their packages cannot be known, so the check cannot pass. */
export const unmappedScripts = (scripts: DownloadedScript[]) =>
  scripts.filter((script) => script.packages === null).map((script) => script.url);

/** One line per duplicate: the package and the files it arrived in. */
export const describeDuplicates = (duplicates: Duplicate[]) =>
  duplicates.map(({ packageName, files }) => `${packageName} in ${files.join(', ')}`).join('\n');
