// The private calendar address as Account Preferences shows it: when it was made and last read (Mountain
// Time days, MM/dd/yyyy), or none. Never the secret: the lender keeps only its hash.
import type { CalendarSubscription } from '../contract/calendar';
import { formatDate } from '../common/dates';

export interface CalendarSubscriptionView {
  createdOn: string | null;
  lastReadOn: string | null;
}

export const toCalendarSubscription = (wire: CalendarSubscription): CalendarSubscriptionView => ({
  createdOn: wire.created_at ? formatDate(wire.created_at) : null,
  lastReadOn: wire.last_read_at ? formatDate(wire.last_read_at) : null,
});
