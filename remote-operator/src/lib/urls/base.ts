// The store console's addresses: every /operator path is built here, one file
// per domain (as saleor-dashboard's src/<domain>/urls.ts), so moving the
// console is one line and a link can never point at a page that moved. The
// lint rule in eslint.config.mjs refuses an operator path written anywhere else.

/** Where the host mounts the store console (its row in host/src/app/routes.ts). */
export const OPERATOR_BASE = '/operator';

/** `${OPERATOR_BASE}/<path>`, the path's dynamic parts already encoded. */
export const operatorUrl = (path: string) => `${OPERATOR_BASE}/${path}`;

/** A path segment from an id: never a slash or a query of its own. */
export const segment = (id: string | number) => encodeURIComponent(String(id));
