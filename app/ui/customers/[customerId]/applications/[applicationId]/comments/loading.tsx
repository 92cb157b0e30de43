// …/comments is the Mailbox (spec 000 section 2): the same skeleton while it loads.
export { default } from '../mailbox/loading';
