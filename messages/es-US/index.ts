// Every namespace of this language; messages/index.ts loads one language per request.
import account from './account.json';
import application from './application.json';
import assistance from './assistance.json';
import apply from './apply.json';
import auth from './auth.json';
import bankAccounts from './bank-accounts.json';
import bff from './bff.json';
import calendar from './calendar.json';
import card from './card.json';
import common from './common.json';
import documents from './documents.json';
import dueDate from './due-date.json';
import feedback from './feedback.json';
import globalError from './global-error.json';
import history from './history.json';
import legal from './legal.json';
import loan from './loan.json';
import mailbox from './mailbox.json';
import payment from './payment.json';
import preferences from './preferences.json';
import promise from './promise.json';
import rules from './rules.json';
import schedule from './schedule.json';
import statements from './statements.json';
import uploads from './uploads.json';

const messages = { account, application, assistance, apply, auth, 'bank-accounts': bankAccounts, bff, calendar, card, common, documents, 'due-date': dueDate, feedback, 'global-error': globalError, history, legal, loan, mailbox, payment, preferences, promise, rules, schedule, statements, uploads };
export default messages;
