// A statement (GET /api/statements?id=…) as the statements list and the statement page show it.
import type { Statement } from '../contract/statements';

export interface StatementView {
  /** The spec's key for a statement: its page is /ui/statements/{rowId}. */
  rowId: number;
  date: string;
  dueDate: string;
  payoffBalance: number;
  totalCurrentDue: number;
  /** Its PDF through the file proxy; null when the lender names no file (an extension): shown without the link. */
  pdfPath: string | null;
}

export const toStatementView = (s: Statement): StatementView => ({
  rowId: s.statement_row_id,
  date: s.statement_date,
  dueDate: s.statement_due_date,
  payoffBalance: s.current_payoff_balance,
  totalCurrentDue: s.total_current_due_balance,
  pdfPath: s.file_id !== undefined ? `/files/${s.file_id}/url_proxy` : null,
});

/** The statement page of a statement of a loan. */
export const statementPath = (s: Pick<StatementView, 'rowId'>, applicationId: number) => `/ui/statements/${s.rowId}?application_id=${applicationId}`;
