// "Recent security activity" (issue 22): the lender's events as the list shows them.
import type { SecurityEvent } from '../contract/account-access';
import { formatCommentTime } from '../rules/mailbox';

export interface SecurityActivityRow {
  id: number;
  /** MM/dd/yyyy h:mm a MT, the lender's clock. */
  when: string;
  /** The ISO instant, for <time dateTime>. */
  at: string;
  what: string;
  device: string;
  address: string;
}

export const toSecurityActivity = (events: SecurityEvent[]): SecurityActivityRow[] =>
  events.map((event) => ({
    id: event.id,
    when: formatCommentTime(event.created_at),
    at: event.created_at,
    what: event.description,
    device: event.user_agent ?? 'Unknown device',
    address: event.address ?? 'Unknown address',
  }));
