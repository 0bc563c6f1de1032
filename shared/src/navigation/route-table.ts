import { matchRoutes, type Params } from 'react-router-dom';

/** One row of an app's route table: a react-router path and whatever the app says about it. */
export interface RouteEntry {
  path: string;
}

/**
 * The row of `table` that draws `pathname`, chosen as `<Routes>` chooses
 * (by rank, not by order), with the path's parameters; undefined when no row
 * does. `basename` is where the table is mounted, such as '/dashboard'. Every
 * question an app asks of a path (which page to preload, whether the server
 * may draw it, which remote owns it) goes through here, so none of them can
 * disagree with the router.
 */
export function matchRoute<Entry extends RouteEntry>(
  table: readonly Entry[],
  pathname: string,
  basename?: string,
): { route: Entry; params: Params } | undefined {
  // matchRoutes reads only `path` (and `children`, which no table has).
  const [match] = matchRoutes([...table], pathname, basename) ?? [];
  return match && { route: match.route, params: match.params };
}
