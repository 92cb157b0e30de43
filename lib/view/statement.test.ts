import type { Statement } from '../contract/statements';
import { statementPath, toStatementView } from './statement';

const wire: Statement = {
  id: 9,
  statement_row_id: 31,
  statement_date: '2026-10-01',
  statement_due_date: '2026-10-25',
  current_payoff_balance: 1234.56,
  total_current_due_balance: 120.5,
  file_id: 77,
};

describe('toStatementView', () => {
  it.each<[string, Statement, Partial<ReturnType<typeof toStatementView>>]>([
    ['every field', wire, { rowId: 31, date: '2026-10-01', dueDate: '2026-10-25', payoffBalance: 1234.56, totalCurrentDue: 120.5, pdfPath: '/files/77/url_proxy' }],
    ['without the file id (an extension): no PDF', { ...wire, file_id: undefined }, { pdfPath: null }],
    ['without its own id (an extension): the row id is its key', { ...wire, id: undefined }, { rowId: 31 }],
    ['a file id of 0 is still a file', { ...wire, file_id: 0 }, { pdfPath: '/files/0/url_proxy' }],
  ])('%s', (_, statement, expected) => {
    expect(toStatementView(statement)).toMatchObject(expected);
  });
});

describe('statementPath', () => {
  it('names the row and the loan', () => {
    expect(statementPath({ rowId: 31 }, 14)).toBe('/ui/statements/31?application_id=14');
  });
});
