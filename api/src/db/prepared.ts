import type { Database } from './database';

// The reads every page asks for are built once per database handle, and
// prepared once per connection under their name: composed anew for each
// request, drizzle's building of their SQL cost the API more than
// PostgreSQL's answering them, and PostgreSQL's planning them again cost as
// much as running them (issue 47). A read whose filters vary is built once per
// shape (which filters are set), named by it, with each value a placeholder.

const preparedOn = new WeakMap<Database, Map<string, unknown>>();

/** The statement named `name` on this handle, built by `prepare` the first time it is asked for. */
export function preparedOnce<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let statements = preparedOn.get(db);
  if (!statements) preparedOn.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = prepare(name)));
  return statement;
}

/** A statement's name for its shape: the base, then the filters set, in the order given. */
export const shapeName = (base: string, filters: Record<string, unknown>) =>
  [base, ...Object.keys(filters).filter((key) => filters[key] !== undefined)].join('_');
