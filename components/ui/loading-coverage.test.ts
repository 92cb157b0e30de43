// Every page segment has a loading.tsx skeleton, or is listed here with the reason it must not.
// A new page without either fails this test.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const APP = path.resolve(__dirname, '../../app');

const REDIRECT_ONLY = 'redirect only: a skeleton would turn its 307 into a streamed, script-driven redirect';

// every page of the loan area loads in one parallel round of lender calls, so its content goes in the
// first HTML (readable without JavaScript, a real status code) instead of behind a skeleton revealed later by a
// script; a slow lender keeps the previous page on screen, with the navigation pending, until it answers.
const LOAN_AREA = 'a loan-area page: its data comes in one parallel round, so its content is in the first HTML, also without JavaScript (e2e/no-javascript.spec.ts)';
const loanArea = (segment: string) => `ui/customers/[customerId]/applications/[applicationId]${segment}`;

/** Segments (relative to app/) without a loading.tsx, and why. */
const EXCEPTIONS: Record<string, string> = {
  '.': `/ — ${REDIRECT_ONLY}`,
  'ui/[...rest]': REDIRECT_ONLY,
  'ui/customers/[customerId]': REDIRECT_ONLY,
  'ui/customers/[customerId]/[...rest]': REDIRECT_ONLY,
  'ui/customers/[customerId]/applications': REDIRECT_ONLY,
  'ui/customers/applications/new_from_prefill': REDIRECT_ONLY,
  home: 'renders from the session cookie alone (no lender call): nothing to wait for, a skeleton would only flash',
  'ui/borrower': 'renders from the session cookie alone (no lender call): nothing to wait for, a skeleton would only flash',
  'ui/auth':
    'sign-in must work without JavaScript (bench figure 3) and a streamed page needs JavaScript to show what it streams; it calls no lender API',
  'ui/auth/verify': 'the second step of sign-in reads only its sealed cookie, no lender call; a plain form that must work without JavaScript',
  'ui/auth/forgot': 'a plain form that must work without JavaScript, like sign-in; it calls no lender API',
  'ui/auth/reset':
    'the reset link must work without JavaScript (a plain form, like sign-in), and a streamed page needs JavaScript to show what it streams',
  'ui/auth/activate':
    'the welcome link must work without JavaScript (a plain form, like sign-in), and a streamed page needs JavaScript to show what it streams',
  'ui/auth/email/confirm':
    'the new address\'s confirmation link must work without JavaScript (a plain form, like the reset link), and a streamed page needs JavaScript to show what it streams',
  'ui/auth/email/stop':
    'the old address\'s stop link must work without JavaScript (a plain form, like the reset link), and a streamed page needs JavaScript to show what it streams',
  'ui/customers/[customerId]/applications/[applicationId]':
    'the loan page must show its content without JavaScript (bench figure 3); its tabs and sidebar come with the layout at once',
  'ui/customers/[customerId]/applications/[applicationId]/payments':
    "payment history works without JavaScript (its sort links and pager are plain links; history.spec's 'without JavaScript' test), and a streamed page needs JavaScript to show what it streams",
  ...Object.fromEntries(
    ['/make-payment', '/statements', '/schedule', '/payoff-quote', '/due-date', '/assistance', '/assistance/servicemember', '/mailbox', '/comments', '/payments/new', '/payments/error', '/payments/[transactionId]/thanks', '/sign', '/service-center'].map((s) => [loanArea(s), LOAN_AREA]),
  ),
  'ui/customers/[customerId]/edit':
    'Account Preferences loads in one parallel round (a second only on a lender without the mobile_phone extension): its forms are in the first HTML, usable before the scripts arrive',
  'ui/legal/[notice]':
    "a legal notice is text to read without JavaScript, in one lender call the portal shares between visitors: its words are in the first HTML",
  'ui/consent':
    "the consent to electronic delivery redirects with a real 307 when there is nothing to ask (a lender without it, consent on record), which a streamed page cannot send",
  'ui/customers/[customerId]/documents':
    'the documents center loads in one parallel round: its list is in the first HTML, and its filters and pages are a plain GET form and links, usable without JavaScript',
  'ui/purchases/[guid]':
    'a purchase that cannot be loaded redirects to /ui/auth (spec 000 section 8) with a real 307, which a streamed page cannot send',
  'ui/statements/[rowId]':
    "another customer's statement is a real 404; deciding it needs the query string (application_id), which only the page sees, so it cannot move into a layout ahead of a skeleton",
};

function pageSegments(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) pageSegments(full, out);
    else if (entry === 'page.tsx') out.push(path.relative(APP, dir) || '.');
  }
  return out;
}

const segments = pageSegments(APP).sort();

it('finds the pages', () => {
  expect(segments.length).toBeGreaterThan(20);
  expect(segments).toContain('ui/customers/[customerId]/applications/[applicationId]/make-payment');
});

it.each(segments)('app/%s has a loading.tsx or a listed reason', (segment) => {
  const hasLoading = existsSync(path.join(APP, segment, 'loading.tsx'));
  const reason = EXCEPTIONS[segment];
  if (reason) {
    // An exception that gained a skeleton is out of date: remove it from the list.
    expect({ segment, hasLoading }).toEqual({ segment, hasLoading: false });
    expect(reason.length).toBeGreaterThan(20);
  } else {
    expect({ segment, hasLoading }).toEqual({ segment, hasLoading: true });
  }
});

it('lists no exception for a page that does not exist', () => {
  expect(Object.keys(EXCEPTIONS).filter((s) => !segments.includes(s))).toEqual([]);
});
