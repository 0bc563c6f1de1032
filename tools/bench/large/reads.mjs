// The read routes on PostgreSQL, in rounds (load.mjs's loadInRounds), with
// each round's place in the server's log noted: a route that misses its
// budget gets the plans of the statements logged during its rounds.
import { LARGE_BUDGETS, judgeLoad } from './budgets.mjs';
import { BENCH_DATABASE, waitForQuietDatabase } from './database.mjs';
import { ROUNDS, ROUND_S, loadInRounds } from './load.mjs';
import { parseLog, plansOf, slowStatements } from './plans.mjs';

/** @import { ReadRoute } from './read-routes.mjs' */
/** @import { Row } from './report.mjs' */
/** @import { ServerLog } from './server-log.mjs' */

/** Waits for the database to be quiet, or says it did not get so. @param {string} databaseUrl */
export async function waitForQuiet(databaseUrl) {
  if (!(await waitForQuietDatabase(databaseUrl)))
    console.log('  (the database was still busy with the last route after 3 minutes)');
}

/**
 * Every read route loaded in rounds against the API at `origin`, a row each.
 * @param {{ origin: string, databaseUrl: string, log: ServerLog, routes: ReadRoute[] }} where
 * @param {(row: Row) => void} add
 */
export async function measureReads({ origin, databaseUrl, log, routes }, add) {
  console.log(`Reads, 50 connections, ${ROUNDS} rounds of ${ROUND_S} s, the routes in turn:`);
  /** @type {Map<ReadRoute, [number, number][]>} */
  const slices = new Map(routes.map((route) => [route, []]));
  const measured = await loadInRounds(origin, routes, {
    settle: () => waitForQuietDatabase(databaseUrl),
    onRound: (round) => console.log(`  round ${round} of ${ROUNDS}`),
    watch: async (route, load) => {
      await waitForQuiet(databaseUrl);
      const from = 'size' in log ? await log.size() : null;
      const figures = await load();
      if (from !== null && 'size' in log) slices.get(route)?.push([from, await log.size()]);
      return figures;
    },
  });
  for (const [index, route] of routes.entries()) {
    const row = routeRow(route, measured[index]);
    const read = 'read' in log ? log.read : null;
    const logged = async () =>
      read
        ? (await Promise.all((slices.get(route) ?? []).map(([from, to]) => read(from, to)))).join(
            '',
          )
        : '';
    const slow =
      row.verdict?.met || !read
        ? null
        : slowStatements(plansOf(parseLog(await logged()), BENCH_DATABASE));
    add({ ...row, slow });
  }
}

/**
 * A loaded route's row of the report: its figures judged by its budget.
 * @param {ReadRoute} route
 * @param {import('./load.mjs').RouteFigures} figures
 * @returns {Row}
 */
export function routeRow(route, figures) {
  const verdict = judgeLoad(figures, LARGE_BUDGETS[route.budget]);
  return {
    name: route.name,
    kind: 'load',
    budget: route.budget,
    path: route.path,
    figures,
    verdict,
  };
}
