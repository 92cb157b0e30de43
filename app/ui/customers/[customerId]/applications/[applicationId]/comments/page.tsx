// …/comments — spec 000's path for the Mailbox tab (comments): the same screen as …/mailbox.
import type { Metadata } from 'next';
import MailboxPage from '../mailbox/page';

export const metadata: Metadata = { title: 'Mailbox' };

export default MailboxPage;
