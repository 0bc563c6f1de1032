// What `pnpm test:changed` runs for a set of changed files: the unit tests of
// each package touched (jest finds those related to the change), the API
// tests named after what changed, the node tests of a tool, and the browser
// tests of each app touched, against fresh builds of those apps. A plan only:
// scripts/test-changed.mjs carries it out.
import path from 'node:path';

export const FRONT_ENDS = [
  'host',
  'remote-storefront',
  'remote-verify',
  'remote-dashboard',
  'remote-operator',
];

/**
 * @typedef {object} TestPlan
 * @property {Array<{ pkg: string, all: boolean }>} unit jest in a front-end package or server/: related tests, or all
 * @property {string[] | 'all'} apiTests API test files (paths under api/), or every one
 * @property {string[]} apiUnmatched changed API sources no test file is named after
 * @property {string[]} nodeTests globs for node --test (tools, testing, scripts)
 * @property {string[]} build apps to rebuild before the browser tests ('api' among them)
 * @property {string[]} specs browser test files under e2e/tests
 */

// Words in a source path that say where it sits, not what it is about.
const PLACE_WORDS = new Set(
  'src test tests lib services service routes route repositories repository plugins plugin types index schema api db seed ts tsx mjs sql migrations'.split(
    ' ',
  ),
);

/** The words a file's path is about: "services/payments/card-events.ts" → payment, card, event. */
export function topicWords(/** @type {string} */ file) {
  return file
    .replace(/\.(test\.)?(ts|tsx|mjs|js|sql)$/, '')
    .split(/[/_.-]+/)
    .map((word) => word.toLowerCase().replace(/s$/, ''))
    .filter((word) => word.length >= 3 && !PLACE_WORDS.has(word) && !/^\d+$/.test(word));
}

/**
 * @param {string[]} changed paths from the repository's root
 * @param {{ apiTestFiles: string[], specsByApp: Record<string, string[]>, toolTests: (dir: string) => boolean }} context
 *   apiTestFiles: every API test file (paths under api/); toolTests: whether a tools/ or testing/ folder
 *   (its path from the root) has node tests
 * @returns {TestPlan}
 */
export function planTests(changed, { apiTestFiles, specsByApp, toolTests }) {
  /** @type {Map<string, boolean>} */
  const unit = new Map();
  /** @type {Set<string>} */
  const apps = new Set();
  /** @type {Set<string>} */
  const apiTests = new Set();
  let allApiTests = false;
  /** @type {string[]} */
  const apiUnmatched = [];
  /** @type {Set<string>} */
  const nodeTests = new Set();
  /** @type {Set<string>} */
  const specs = new Set();

  for (const file of changed) {
    const [top, second] = file.split('/');
    if (top === 'shared') {
      // Every app is built on shared: its own related tests, every front end's, every app's browser tests.
      unit.set('shared', unit.get('shared') ?? false);
      unit.set('ui', true);
      for (const app of FRONT_ENDS) {
        unit.set(app, true);
        apps.add(app);
      }
    } else if (top === 'ui') {
      // The kit My Dashboard and the console are drawn with: its tests, theirs, and their browser tests.
      unit.set('ui', unit.get('ui') ?? false);
      for (const app of ['remote-dashboard', 'remote-operator']) {
        unit.set(app, true);
        apps.add(app);
      }
    } else if (top && FRONT_ENDS.includes(top)) {
      unit.set(top, unit.get(top) ?? false);
      apps.add(top);
    } else if (top === 'api') {
      apps.add('api');
      const inApi = file.slice('api/'.length);
      if (/\.test\.ts$/.test(inApi)) apiTests.add(inApi);
      else if (second === 'test')
        allApiTests = true; // a helper every API test may use
      else if (second === 'src') {
        const words = new Set(topicWords(inApi));
        const named = apiTestFiles.filter((test) =>
          topicWords(path.basename(test)).some((word) => words.has(word)),
        );
        if (named.length === 0) apiUnmatched.push(file);
        for (const test of named) apiTests.add(test);
      }
    } else if (top === 'server') {
      // The site's server: its jest tests, and the browser tests of what it serves.
      unit.set('server', unit.get('server') ?? false);
      apps.add('server');
    } else if ((top === 'tools' || top === 'testing') && second && toolTests(`${top}/${second}`))
      nodeTests.add(`${top}/${second}/*.test.mjs`);
    else if (top === 'scripts') nodeTests.add('scripts/lib/*.test.mjs');
    else if (top === 'e2e' && second === 'tests' && file.endsWith('.spec.ts'))
      specs.add(path.basename(file));
  }

  for (const app of apps) for (const spec of specsByApp[app] ?? []) specs.add(spec);
  return {
    unit: [...unit].map(([pkg, all]) => ({ pkg, all })),
    apiTests: allApiTests ? 'all' : [...apiTests].sort(),
    apiUnmatched,
    nodeTests: [...nodeTests],
    build: [...apps].filter((app) => app === 'api' || app === 'server' || FRONT_ENDS.includes(app)),
    specs: [...specs].sort(),
  };
}
