// The two parties stay apart: ESLint's
// import/no-restricted-paths (eslint.config.mjs) refuses an import across the line in either direction.
// Run through ESLint's Node API with the project's own configuration, on samples of what it forbids and
// allows; that the real tree has no crossing is `npm run lint`'s to say (the same rule on every file, in the
// editor too), which npm test runs before this.
import { ESLint } from 'eslint';
import path from 'node:path';

const RULE = 'import/no-restricted-paths';
// The first lint loads the TypeScript resolver and parser: tens of seconds on a busy machine.
jest.setTimeout(180_000);
const root = path.resolve(__dirname, '../..');
// Only the boundary rule: the whole lint runs in `npm run lint`; this keeps the test to the point.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// A file that does not exist yet in each place, importing across the line (relative and '@/' forms).
const FORBIDDEN: [string, string, string][] = [
  ['the sandbox imports a portal rule', 'lender/routes/new-route.ts', "import { loanPath } from '../../lib/rules/loan-tabs';"],
  ['the sandbox imports a portal rule by alias', 'lender/domain/new-rule.ts', "import { needsServiceCenter } from '@/lib/rules/my-loans';"],
  ['the sandbox imports the session', 'lender/routes/new.ts', "import { readSession } from '../../lib/session/session';"],
  ['the sandbox imports the BFF', 'lender/http/new.ts', "export { bff } from '../../lib/bff/handler';"],
  ['the sandbox imports the lender client', 'lender/test/new.test.ts', "import type { LenderError } from '../../lib/lender/errors';"],
  ['the sandbox imports the browser client', 'lender/stand-ins/new.ts', "import { bffFetch } from '../../lib/client/bff-fetch';"],
  ['the sandbox imports the loan loader', 'lender/tools/new.ts', "import { loadLoan } from '../../lib/loan/load';"],
  ['the sandbox imports a component', 'lender/serializers/new.ts', "import { Link } from '../../components/ui/link';"],
  ['the sandbox imports an app file', 'lender/documents/new.ts', "import Page from '../../app/ui/auth/page';"],
  ['the portal imports the sandbox from lib', 'lib/rules/new-rule.ts', "import { offerCents } from '../../lender/domain/credit-increase';"],
  ['the portal imports the sandbox from a page', 'app/ui/new/page.tsx', "import { SUPPORT_PHONE } from '@/lender/domain/contact';"],
  ['the portal imports the sandbox from a component', 'components/loan/new.tsx', "import { createApp } from '../../lender/http';"],
  ['the gate imports the sandbox', 'proxy.ts', "import { FINAL_STATUS } from './lender/domain/applications';"],
  ['the contract imports a portal rule', 'lib/contract/new-schema.ts', "import { APPLY_MESSAGES } from '../rules/apply';"],
  ['the generic helpers import a portal rule', 'lib/common/new-helper.ts', "import { ordinal } from '../rules/ordinal';"],
  ['a rule imports a contract type', 'lib/rules/new-rule.ts', "import type { Revolver } from '../contract/revolvers';"],
];

describe('an import across the line is an error', () => {
  test.each(FORBIDDEN)('%s (%s)', async (_, file, code) => {
    const errors = await boundaryErrors(code, file);
    expect(errors).toHaveLength(1);
  });

  test('the message says what to do instead', async () => {
    const [message] = await boundaryErrors("import { loanPath } from '../../lib/rules/loan-tabs';", 'lender/routes/new.ts');
    expect(message).toMatch(/lender\/domain/);
  });
});

describe('what each side may import', () => {
  test.each([
    ['the sandbox, a wire schema', 'lender/serializers/new.ts', "import { TransactionSchema } from '../../lib/contract/transactions';"],
    ['the sandbox, a wire limit', 'lender/domain/new.ts', "import { APPLY_MESSAGES } from '../../lib/contract/limits';"],
    ['the sandbox, the money helpers', 'lender/domain/new.ts', "import { formatCents } from '../../lib/common/money';"],
    ['the sandbox, the hostile values for its tests', 'lender/test/new.test.ts', "import { hostileValue } from '../../lib/testing/hostile';"],
    ['the sandbox, its own rules', 'lender/routes/new.ts', "import { offerCents } from '../domain/credit-increase';"],
    ['the portal, its rules and its lender client', 'app/ui/new/page.tsx', "import { loanPath } from '@/lib/rules/loan-tabs';\nimport { getUser } from '@/lib/lender/api';"],
    ['the contract, the generic helpers', 'lib/contract/new.ts', "import { addDays } from '../common/dates';"],
    ['a rule, a wire limit', 'lib/rules/new-rule.ts', "import { EMAIL_MAX } from '../contract/limits';"],
    ['a rule\'s test, the contract it is held against', 'lib/rules/new-rule.test.ts', "import { LENDER_CALLS } from '../contract/calls';"],
    ['an agreement test, both sides', 'test/agreement/new.test.ts', "import { loanPath } from '../../lib/rules/loan-tabs';\nimport { customerLoanPage } from '../../lender/domain/portal-links';"],
  ])('%s (%s)', async (_, file, code) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});
