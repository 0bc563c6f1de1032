// The operator area's addresses: every /dashboard/operator path is built here,
// one file per domain (as saleor-dashboard's src/<domain>/urls.ts), so moving
// the area is one line and a link can never point at a page that moved. The
// lint rule in eslint.config.mjs refuses an operator path written anywhere else.

/** Where the operator area is mounted. */
export const OPERATOR_BASE = '/dashboard/operator';

/** `${OPERATOR_BASE}/<path>`, the path's dynamic parts already encoded. */
export const operatorUrl = (path: string) => `${OPERATOR_BASE}/${path}`;

/** A path segment from an id: never a slash or a query of its own. */
export const segment = (id: string | number) => encodeURIComponent(String(id));
