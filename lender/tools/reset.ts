// Every persona back to its seeded state, dates relative to the sandbox clock's today: on a first start
// (lender/server.ts), by `npm run sandbox:reset`, between API tests, and by POST /sandbox/reset.
import type { Deps } from '../http/context';
import { resetDatabase, seed } from '../db/seed';

export async function resetAndSeed(deps: Deps) {
  await resetDatabase(deps.db);
  await seed(deps.db, { today: deps.clock.today(), passwordHash: await deps.seedPasswordHash() });
}
