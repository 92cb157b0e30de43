// Every namespace of this language; messages/index.ts loads one language per request.
import auth from './auth.json';
import bankAccounts from './bank-accounts.json';
import bff from './bff.json';
import common from './common.json';
import feedback from './feedback.json';
import history from './history.json';
import loan from './loan.json';
import mailbox from './mailbox.json';
import payment from './payment.json';
import preferences from './preferences.json';
import promise from './promise.json';
import rules from './rules.json';
import statements from './statements.json';

const messages = { auth, 'bank-accounts': bankAccounts, bff, common, feedback, history, loan, mailbox, payment, preferences, promise, rules, statements };
export default messages;
