// Statements prepared once per database handle (lender/db/prepared.ts): the same handle gets the same
// statement, a transaction its own, and each answers what the query built anew answers. On PostgreSQL
// (DATABASE_URL) the named statement also meets itself on a pooled connection and inside a transaction.
import { count, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { users } from '../db/schema';
import { createClock } from '../domain/clock';
import { openTestDatabase } from './harness';

let database: Database;
beforeAll(async () => {
  ({ database } = await openTestDatabase(createClock().today()));
});
afterAll(() => database.close());

it('makes one statement per handle, a transaction its own, and answers as the query built anew', async () => {
  const madeOn: Db[] = [];
  const usersAbove = preparedPer((db) => {
    madeOn.push(db);
    return db.select({ n: count() }).from(users).where(gt(users.id, sql.placeholder('id'))).prepare('test_users_above');
  });
  const { db } = database;
  const built = async (id: number) => db.select({ n: count() }).from(users).where(gt(users.id, id));

  expect(await usersAbove(db).execute({ id: 0 })).toEqual(await built(0));
  expect(await usersAbove(db).execute({ id: 2 })).toEqual(await built(2));
  expect(usersAbove(db)).toBe(usersAbove(db));
  // Asked before the transaction: PGlite's one connection waits for the transaction to end.
  const aboveOne = await built(1);
  await db.transaction(async (tx) => {
    const handle = tx as unknown as Db;
    expect(await usersAbove(handle).execute({ id: 1 })).toEqual(aboveOne);
    expect(usersAbove(handle)).not.toBe(usersAbove(db));
  });
  expect(madeOn).toEqual([db, expect.anything()]);
  expect(madeOn[1]).not.toBe(db);
});
