// Every namespace of this language; messages/index.ts loads one language per request.
import auth from './auth.json';
import common from './common.json';
import loan from './loan.json';

const messages = { auth, common, loan };
export default messages;
