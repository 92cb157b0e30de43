// "Recent security activity": the lender's events as the list shows them.
import type { SecurityEvent } from '../contract/account-access';
import { formatCommentTime } from '../rules/mailbox';

export interface SecurityActivityRow {
  id: number;
  /** MM/dd/yyyy h:mm a MT, the lender's clock. */
  when: string;
  /** The ISO instant, for <time dateTime>. */
  at: string;
  /** The lender's kind of event, which the page words in its language; `what` is the lender's English for a kind it does not know. */
  kind: string;
  what: string;
  /** Null when unknown (the component says so in its language). */
  device: string | null;
  address: string | null;
}

export const toSecurityActivity = (events: SecurityEvent[]): SecurityActivityRow[] =>
  events.map((event) => ({
    id: event.id,
    when: formatCommentTime(event.created_at),
    at: event.created_at,
    kind: event.kind,
    what: event.description,
    device: event.user_agent,
    address: event.address,
  }));
