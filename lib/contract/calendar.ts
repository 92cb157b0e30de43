// Due dates in the customer's calendar, all of it the portal's extension (the spec names none of these
// calls): what a calendar holds (each loan's coming due dates and the customer's scheduled payments), for
// one loan (the download, with a session) or for all the customer's loans (the subscription address, read
// by a calendar app without one), and the private subscription address itself. The lender gives the dates
// and amounts; the portal writes the iCalendar file in the customer's language. Each answer's `data` is
// the extension: a lender that sends only what the spec names sends none, and the feature is left out.
import { z } from 'zod';
import { IdSchema, IsoDateSchema, MoneySchema, PreferredLocaleSchema } from './common';
import { ext } from './wire';

export const CALENDAR_PAYMENT_KINDS = ['one_time', 'autopay'] as const;

export const CalendarPaymentSchema = z.object({
  /** one_time: a payment the customer scheduled; autopay: autopay's next debit. */
  kind: z.enum(CALENDAR_PAYMENT_KINDS),
  /** The lender's id of the scheduled transaction, or of the autopay. */
  id: IdSchema,
  date: IsoDateSchema,
  amount: MoneySchema,
});
export type CalendarPayment = z.infer<typeof CalendarPaymentSchema>;

export const CalendarLoanSchema = z.object({
  application_id: IdSchema,
  /** The loan's customer: the events link to the loan's page. */
  customer_id: IdSchema,
  /** The coming due dates, today on, with the installment due (the schedule's). */
  due_dates: z.array(z.object({ date: IsoDateSchema, amount: MoneySchema })).max(600),
  /** Payments dated after today. */
  payments: z.array(CalendarPaymentSchema).max(600),
});
export type CalendarLoan = z.infer<typeof CalendarLoanSchema>;

/** GET /api/loan_accounts/{applicationId}/calendar */
export const LoanCalendarResponseSchema = z.object({
  data: ext(CalendarLoanSchema, {
    why: "Due dates in the calendar: the loan's coming due dates and scheduled payments, as an iCalendar file from the loan area.",
    without: 'The calendar download is left out of the loan area.',
  }),
});

export const CalendarFeedSchema = z.object({
  /** The customer's language, for the words of the events (null: not chosen, English). */
  preferred_locale: PreferredLocaleSchema.nullable(),
  loans: z.array(CalendarLoanSchema).max(50),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The address's secret: 32 random bytes, base64url (256 bits). */
export const FeedSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /platform/calendar_feeds/read: the address's secret is the credential (signed out). */
export const ReadCalendarFeedRequestSchema = z.object({ secret: FeedSecretSchema });

/** POST /platform/calendar_feeds/read */
export const CalendarFeedResponseSchema = z.object({
  data: ext(CalendarFeedSchema, {
    why: 'A calendar app subscribed to the private address reads the due dates without a session.',
    without: 'No subscription address: its section is left out of Account Preferences.',
  }),
});

export const CalendarSubscriptionSchema = z.object({
  /** The live address's making, or null when the customer has none. */
  created_at: z.iso.datetime({ offset: true }).nullable(),
  /** The last time a calendar app read it. */
  last_read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarSubscription = z.infer<typeof CalendarSubscriptionSchema>;

/** GET /api/calendar_feed */
export const CalendarSubscriptionResponseSchema = z.object({
  data: ext(CalendarSubscriptionSchema, {
    why: 'Account Preferences says whether the customer has a private calendar address, and offers to make or revoke one.',
    without: 'The calendar subscription section is left out of Account Preferences.',
  }),
});

/** POST /api/calendar_feed: the new address's secret, shown this once (the lender keeps only its hash). */
export const NewCalendarFeedSchema = z.object({ secret: FeedSecretSchema, created_at: z.iso.datetime({ offset: true }) });
export const NewCalendarFeedResponseSchema = z.object({
  data: ext(NewCalendarFeedSchema, {
    why: 'The customer makes a private calendar address; its secret is shown once.',
    without: 'The calendar subscription section is left out of Account Preferences.',
  }),
});

/** The lender's refusals of the calendar calls, in its words (the portal knows them by code). */
export const CALENDAR_MESSAGES = {
  tooManyMade: 'Too many calendar addresses made. Please try again later.',
} as const;

/** The portal's answer to making an address (POST /api/calendar_feed of the BFF): the whole address, shown once. */
export const CalendarAddressSchema = z.object({ url: z.url(), created_at: z.iso.datetime({ offset: true }) });
