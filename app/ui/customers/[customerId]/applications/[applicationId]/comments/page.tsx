// …/comments — spec 000's path for the Mailbox tab (comments): the same screen as …/mailbox.
import MailboxPage, { generateMetadata } from '../mailbox/page';

export { generateMetadata };

export default MailboxPage;
