// Every statement's PDF is a files row (kind 'statement', ref_id = statements.id) owned by the loan's
// customer. The seed creates them; the statements route creates any that are missing (statements a
// loan system adds later), in one statement so a reload never doubles them. A statement is delivered on its
// date (noon, Mountain Time): the documents center lists it by that date.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { applications, files, loanAccounts, statements } from './schema';

type Executor = Pick<Db, 'execute'>;

export async function ensureStatementFiles(db: Executor, loanAccountId?: number): Promise<void> {
  const scope = loanAccountId === undefined ? sql`` : sql`AND s.loan_account_id = ${loanAccountId}`;
  await db.execute(sql`
    INSERT INTO ${files} (owner_id, kind, application_id, ref_id, created_at)
    SELECT a.user_id, 'statement', a.id, s.id, LEAST(now(), (s.statement_date + time '12:00') AT TIME ZONE 'America/Denver')
      FROM ${statements} s
      JOIN ${loanAccounts} l ON l.id = s.loan_account_id
      JOIN ${applications} a ON a.id = l.application_id
     WHERE NOT EXISTS (SELECT 1 FROM ${files} f WHERE f.kind = 'statement' AND f.ref_id = s.id)
       ${scope}
     ORDER BY s.id`);
}
