// Queries that nearly every API call runs (the caller's session, the application a path names, the user
// record every page asks for), prepared once per database handle instead of built on every call: Drizzle
// writes their SQL once, and PostgreSQL parses and plans each once per connection (a named statement).
// On a host where the sandbox, PostgreSQL and the portal share two cores, a page's parallel calls queue
// for the CPU, so each call's own work shows in the page's time (docs/performance.md, figure 1).
import type { Db } from './client';

/**
 * `prepare(db)` made once for each handle it is asked on (the pool's, or a transaction's while it lasts) and
 * kept for that handle: a statement belongs to the session that prepared it.
 */
export function preparedPer<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) byHandle.set(db, (query = prepare(db)));
    return query;
  };
}
