// A customer's live bank accounts (not removed), oldest first: the list the bank account routes answer, and
// the first of them, which the application record names as the primary account. Prepared (../db/prepared.ts):
// Make Payment, autopay, Account Preferences and every loan-area page read them.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { bankAccounts } from '../db/schema';

const liveAccountsOfUser = preparedPer((db) =>
  db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, sql.placeholder('userId')), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.id))
    .prepare('bank_accounts_of_user'),
);

export const liveBankAccountsOf = (db: Db, userId: number) => liveAccountsOfUser(db).execute({ userId });
