// The walk: every screen of the portal, for every persona it differs for, at 375 and 1280 px:
// axe (WCAG 2.0–2.2 A and AA), no horizontal scrolling, sound forms, currency right-aligned, and a
// full-page screenshot (test-results/a11y-…/<screen>-<width>.png) of each that fails, or of every one with
// E2E_WALK_SCREENSHOTS=1, to look at. Dialogs and error states (forms sent empty) are screens too. One
// page per walk: each screen loads once at 375 px and is resized to 1280 px. A page.tsx, error.tsx or not-found.tsx that no walk lists fails the last test.
// Nothing here changes a persona, except one scheduled payment made and cancelled for the thanks page.
// Every walk runs in English and in Spanish: `<html lang>` is checked, and the controls a state
// uses are found by their words in the walk's language (the catalogues' English → Spanish).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import en from '../messages/en-US';
import es from '../messages/es-US';
import { addDays, lenderToday } from '../lib/rules/dates';
import { checkScreen, setWidth } from './screen';
import { axeViolations } from './axe';
import { englishIn, englishOnly, expectNoEnglishOnForms } from './english-on-forms';
import { STAFF } from './access-table';
import { LEGAL_NOTICES } from '../lib/view/legal-document';
import { cancelThroughApi, lastMessageTo, PASSWORD, personaIds, sandboxToken, scheduleThroughApi, signIn, stepUpFirst, storageFor, type PersonaIds } from './support';

const GUID = { approvable: '11111111-1111-4111-8111-111111111111', approved: '22222222-2222-4222-8222-222222222222' };

/** The app's screen files, as the walks name them. */
const LOAN_DIR = 'app/ui/customers/[customerId]/applications/[applicationId]';
const R = {
  rootError: 'app/error.tsx',
  notFound: 'app/not-found.tsx',
  home: 'app/home/page.tsx',
  root: 'app/page.tsx',
  uiRest: 'app/ui/[...rest]/page.tsx',
  apply: 'app/ui/apply/page.tsx',
  auth: 'app/ui/auth/page.tsx',
  forgot: 'app/ui/auth/forgot/page.tsx',
  reset: 'app/ui/auth/reset/page.tsx',
  emailConfirm: 'app/ui/auth/email/confirm/page.tsx',
  emailStop: 'app/ui/auth/email/stop/page.tsx',
  activate: 'app/ui/auth/activate/page.tsx',
  verify: 'app/ui/auth/verify/page.tsx',
  borrower: 'app/ui/borrower/page.tsx',
  customerRest: 'app/ui/customers/[customerId]/[...rest]/page.tsx',
  financing: 'app/ui/customers/[customerId]/additional-financing/page.tsx',
  mailbox: `${LOAN_DIR}/mailbox/page.tsx`,
  comments: `${LOAN_DIR}/comments/page.tsx`,
  makePayment: `${LOAN_DIR}/make-payment/page.tsx`,
  loan: `${LOAN_DIR}/page.tsx`,
  thanks: `${LOAN_DIR}/payments/[transactionId]/thanks/page.tsx`,
  paymentError: `${LOAN_DIR}/payments/error/page.tsx`,
  paymentsNew: `${LOAN_DIR}/payments/new/page.tsx`,
  history: `${LOAN_DIR}/payments/page.tsx`,
  serviceCenter: `${LOAN_DIR}/service-center/page.tsx`,
  sign: `${LOAN_DIR}/sign/page.tsx`,
  statements: `${LOAN_DIR}/statements/page.tsx`,
  schedule: `${LOAN_DIR}/schedule/page.tsx`,
  payoffQuote: `${LOAN_DIR}/payoff-quote/page.tsx`,
  dueDate: `${LOAN_DIR}/due-date/page.tsx`,
  assistance: `${LOAN_DIR}/assistance/page.tsx`,
  servicemember: `${LOAN_DIR}/assistance/servicemember/page.tsx`,
  newApplication: 'app/ui/customers/[customerId]/applications/new/page.tsx',
  applications: 'app/ui/customers/[customerId]/applications/page.tsx',
  audit: 'app/ui/customers/[customerId]/audit/page.tsx',
  preferences: 'app/ui/customers/[customerId]/edit/page.tsx',
  documents: 'app/ui/customers/[customerId]/documents/page.tsx',
  customer: 'app/ui/customers/[customerId]/page.tsx',
  prefill: 'app/ui/customers/applications/new_from_prefill/page.tsx',
  purchase: 'app/ui/purchases/[guid]/page.tsx',
  staff: 'app/ui/staff/page.tsx',
  statement: 'app/ui/statements/[rowId]/page.tsx',
  legal: 'app/ui/legal/[notice]/page.tsx',
  consent: 'app/ui/consent/page.tsx',
} as const;

// ---------------------------------------------------------------------------------------------------
// Ids of the seeded personas, from the sandbox (looked up once per worker).

const idCache = new Map<string, Promise<PersonaIds>>();
const ids = (persona: string) => {
  if (!idCache.has(persona)) idCache.set(persona, personaIds(`${persona}@example.com`));
  return idCache.get(persona)!;
};
/** A loan-area path of a persona: their current application, or the `index`th of their list. */
async function loan(persona: string, segment = '', index?: number) {
  const p = await ids(persona);
  const app = index === undefined ? p.currentApplicationId : p.applicationIds[index];
  return `/ui/customers/${p.userId}/applications/${app}${segment ? `/${segment}` : ''}`;
}
const customer = async (persona: string, segment: string) => `/ui/customers/${(await ids(persona)).userId}/${segment}`;

/** A fresh reset link's path for a persona: asked of the lender, read from the outbox (the password stays). */
async function resetLinkPath(email: string): Promise<string> {
  await fetch(`${sandboxURL}/platform/auth/password_resets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  const link = /\/ui\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(await lastMessageTo(email))?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** The welcome link the seed e-mailed (the newest in the outbox), as a path. */
async function welcomeLinkPath(email: string): Promise<string> {
  const link = /\/ui\/auth\/activate\?token=[A-Za-z0-9_-]+/.exec(await lastMessageTo(email))?.[0];
  expect(link).toBeTruthy();
  return link!;
}

async function sandboxGet<T>(persona: string, apiPath: string): Promise<T> {
  const token = await sandboxToken(`${persona}@example.com`);
  return (await fetch(`${sandboxURL}${apiPath}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;
}

// ---------------------------------------------------------------------------------------------------
// Screens, states and walks.

interface State {
  name: string;
  act: (page: Page) => Promise<void>;
}
interface Screen {
  name: string;
  route: string;
  path: () => Promise<string> | string;
  /** The answer's status (default 200). */
  status?: number;
  /** Set-up before the screen loads; returns its clean-up. */
  prepare?: () => Promise<() => Promise<void>>;
  /** Further states of the screen (a dialog open, a form sent empty), each checked at both widths. */
  states?: State[];
}
interface Walk {
  title: string;
  /** Signed in through a saved state, signed in through the form (`sign-in`), or signed out (null). */
  as: string | null;
  signIn?: boolean;
  /** Set-up in the walk's browser before its first screen (a password signed in, waiting for its code). */
  before?: (page: Page) => Promise<void>;
  screens: Screen[];
}

type Locale = 'en-US' | 'es-US';
type Catalogue = { [key: string]: string | Catalogue };
/** The walk running in this worker: its language decides the words a state looks for. */
let walkLocale: Locale = 'en-US';
/** The walk names what it looks for in English; on a Spanish screen it looks for the same key's words. */
const SPANISH = spanishOf(en, es);
function spanishOf(english: Catalogue, spanish: Catalogue, out = new Map<string, string>()): Map<string, string> {
  for (const [key, text] of Object.entries(english)) {
    const theirs = spanish[key];
    if (typeof text === 'string') {
      if (typeof theirs === 'string' && !/[{<]/.test(text) && !out.has(text)) out.set(text, theirs);
    } else if (theirs && typeof theirs === 'object') spanishOf(text, theirs, out);
  }
  return out;
}
/** What a Spanish customer's forms must not say (staff screens are in English by design: not looked at). */
const ENGLISH_ONLY = englishOnly(en, es);
/** The screen's words for these English ones: the same on a screen not translated yet. */
const say = (english: string) => (walkLocale === 'es-US' ? (SPANISH.get(english) ?? english) : english);

const click = (name: string | RegExp, role: 'button' | 'link' | 'tab' = 'button') => async (page: Page) => {
  await page.getByRole(role, { name: typeof name === 'string' ? say(name) : name }).first().click();
};
/** Leaves each named field empty (focus, then blur), so its required message shows. */
const touch = (...labels: string[]) => async (page: Page) => {
  for (const label of labels.map(say)) {
    await page.getByLabel(label, { exact: true }).first().focus();
    await page.getByLabel(label, { exact: true }).first().blur();
  }
};
const steps = (...acts: ((page: Page) => Promise<void>)[]) => async (page: Page) => {
  for (const act of acts) await act(page);
};
const expectAlert = async (page: Page) => {
  // (Next's route announcer is an empty alert of its own.)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
};

const paymentErrors: State = { name: 'errors', act: steps(async (p) => p.getByRole('radio', { name: new RegExp(`^${say('Other amount')}`) }).check(), click('Review Payment'), expectAlert) };
const manualBankErrors: State = {
  name: 'bank account errors',
  act: steps(touch('Routing number', 'Account number', 'Bank name', 'Account type'), expectAlert),
};
const bankLinkDialog: State = {
  name: 'bank link dialog',
  act: steps(click('Link your bank'), async (p) => expect(p.getByRole('dialog', { name: say('Link your bank') })).toBeVisible()),
};

/** A day a few days after ana's due date that every month has (her loan may move there: the preview shows). */
async function anaLaterDueDay() {
  const app = (await ids('ana')).currentApplicationId;
  const { data } = await sandboxGet<{ data: { attributes: { current_due_date: string } } }>('ana', `/api/loan_accounts/${app}`);
  const day = [1, 2, 3, 4, 5, 6].map((k) => Number(addDays(data.attributes.current_due_date, k).slice(8))).find((d) => d <= 28);
  return day ?? 1;
}

/** A scheduled payment of ana's (test set-up for the thanks page), cancelled afterwards. */
let thanksPath = '';
async function scheduleAnaPayment() {
  // An amount and date no other test uses.
  const id = await scheduleThroughApi('ana@example.com', '913.57', addDays(lenderToday(), 9));
  thanksPath = await loan('ana', `payments/${id}/thanks`);
  return () => cancelThroughApi('ana@example.com', id);
}

/** The collector's own customer path with its user look-up failing once: the fallback message. */
async function failCollectorLookUp() {
  const collector = await ids('collector');
  const res = await fetch(`${sandboxURL}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: `/api/users/${collector.userId}`, status: 500, times: 1 }),
  });
  expect(res.status).toBe(201);
  return async () => {};
}

/** The sign-in form's post of a staff member (two-step always on): the browser now holds the challenge. */
const passwordOf = (email: string) => async (page: Page) => {
  const res = await page.request.post('/ui/auth/session', { form: { email, password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(res.headers().location).toContain('/ui/auth/verify');
};

const WALKS: Walk[] = [
  {
    title: 'signed out: the second step of sign-in (dev, staff: two-step required)',
    as: null,
    before: passwordOf('dev@example.com'),
    screens: [
      { name: 'verify', route: R.verify, path: () => '/ui/auth/verify', states: [{ name: 'sent empty', act: steps(click('Verify'), expectAlert) }] },
      { name: 'verify with a recovery code', route: R.verify, path: () => '/ui/auth/verify?use=recovery', states: [{ name: 'a wrong code', act: async (p) => { await p.getByLabel(say('Recovery code')).fill('aaaa-bbbb'); await click('Verify')(p); await expectAlert(p); } }] },
    ],
  },
  {
    // The footer's legal notices, each the lender's document as a page (tables scroll in their own region).
    title: 'signed out: the legal notices',
    as: null,
    screens: LEGAL_NOTICES.map(({ slug }) => ({ name: `legal ${slug}`, route: R.legal, path: () => `/ui/legal/${slug}` })),
  },
  {
    title: 'signed out: sign-in',
    as: null,
    screens: [
      { name: 'sign-in', route: R.auth, path: () => '/ui/auth', states: [{ name: 'sent empty', act: steps(click('Sign in'), expectAlert) }] },
      {
        name: 'forgot password',
        route: R.forgot,
        path: () => '/ui/auth/forgot',
        states: [{ name: 'sent empty', act: steps(click('Send me a reset link'), expectAlert) }],
      },
      // A passkey the lender did not accept: said beside the passkey button, once the scripts show it.
      { name: 'passkey not recognized', route: R.auth, path: () => '/ui/auth?error=passkey', states: [{ name: 'button', act: async (p) => expect(p.getByRole('button', { name: say('Use a passkey') })).toBeVisible() }] },
      { name: 'reset link sent', route: R.forgot, path: () => '/ui/auth/forgot?sent=1' },
      {
        name: 'reset password',
        route: R.reset,
        path: () => resetLinkPath('dan@example.com'),
        // (Show/hide is walked by keyboard in keyboard.spec.ts: a shown password is a text field on purpose.)
        states: [
          { name: 'breached password', act: async (p) => { await p.getByLabel(say('New password')).fill('password'); await click('Save my new password')(p); await expectAlert(p); } },
        ],
      },
      { name: 'reset link expired', route: R.reset, path: () => `/ui/auth/reset?token=${'A'.repeat(43)}` },
      // An e-mail change's links (a valid confirmation is walked in step-up.spec.ts): gone, the stop form, stopped.
      { name: 'e-mail change link expired', route: R.emailConfirm, path: () => `/ui/auth/email/confirm?token=${'A'.repeat(43)}` },
      { name: 'stop an e-mail change', route: R.emailStop, path: () => `/ui/auth/email/stop?token=${'A'.repeat(43)}` },
      { name: 'e-mail change stopped', route: R.emailStop, path: () => '/ui/auth/email/stop?stopped=1' },
      {
        name: 'activate',
        route: R.activate,
        path: () => welcomeLinkPath('ola@example.com'),
        // Sent empty: refused by the portal before the lender, so no try of the link is counted.
        states: [{ name: 'sent empty', act: steps(click('Create my sign-in'), expectAlert) }],
      },
      {
        name: 'activation link expired',
        route: R.activate,
        path: () => `/ui/auth/activate?token=${'A'.repeat(43)}`,
        states: [{ name: 'sent empty', act: steps(click('Send me a new link'), expectAlert) }],
      },
    ],
  },
  {
    title: 'ana: loan page and Make Payment',
    as: 'ana',
    screens: [
      { name: 'ana loan', route: R.loan, path: () => loan('ana') },
      {
        name: 'ana make payment',
        route: R.makePayment,
        path: () => loan('ana', 'make-payment'),
        states: [
          paymentErrors,
          { name: 'manage autopay', act: steps(click('Manage autopay'), async (p) => expect(p.getByRole('switch', { name: say('Autopay') })).toBeVisible()) },
          // (The bank account form's errors: nia's Make Payment and ana's preferences.)
          { name: 'bank link dialog', act: steps(click('Add bank account'), bankLinkDialog.act) },
        ],
      },
    ],
  },
  {
    title: 'ana: history, statements, mailbox, payment results',
    as: 'ana',
    screens: [
      { name: 'ana payment history', route: R.history, path: () => loan('ana', 'payments') },
      { name: 'ana statements', route: R.statements, path: () => loan('ana', 'statements') },
      { name: 'ana repayment schedule', route: R.schedule, path: () => loan('ana', 'schedule') },
      { name: 'ana payoff quote for a date', route: R.payoffQuote, path: async () => `${await loan('ana', 'payoff-quote')}?date=${addDays(lenderToday(), 10)}` },
      { name: 'ana payoff quote, a date out of range', route: R.payoffQuote, path: async () => `${await loan('ana', 'payoff-quote')}?date=${addDays(lenderToday(), 45)}` },
      { name: 'ana move due date', route: R.dueDate, path: () => loan('ana', 'due-date') },
      {
        name: 'ana due date preview',
        route: R.dueDate,
        path: async () => `${await loan('ana', 'due-date')}?day=${await anaLaterDueDay()}`,
        // Autopay's new authorization, shown once the customer asks to move autopay too (nothing is sent).
        states: [{ name: 'autopay authorization', act: async (p) => { await p.locator('fieldset input[type=checkbox]').first().check(); await expect(p.locator('fieldset input[type=checkbox]')).toHaveCount(2); } }],
      },
      { name: 'ana due date, a day out of range', route: R.dueDate, path: async () => `${await loan('ana', 'due-date')}?day=40` },
      // Help with payments: the request forms, sent empty (every refusal beside its field; nothing is sent).
      { name: 'ana get help with payments', route: R.assistance, path: () => loan('ana', 'assistance'), states: [{ name: 'sent empty', act: steps(click('Send request'), expectAlert) }] },
      { name: 'ana servicemember rate cap', route: R.servicemember, path: () => loan('ana', 'assistance/servicemember'), states: [{ name: 'sent empty', act: steps(click('Send request'), expectAlert) }] },
      {
        name: 'ana statement',
        route: R.statement,
        path: async () => {
          const app = (await ids('ana')).currentApplicationId;
          const { data } = await sandboxGet<{ data: { statement_row_id: number }[] }>('ana', `/api/statements?id=${app}`);
          return `/ui/statements/${data[0]!.statement_row_id}?application_id=${app}`;
        },
      },
      { name: 'ana mailbox', route: R.mailbox, path: () => loan('ana', 'mailbox'), states: [{ name: 'sent empty', act: steps(click('Send message'), expectAlert) }] },
      { name: 'ana payment error', route: R.paymentError, path: () => loan('ana', 'payments/error') },
      { name: 'ana payment thanks', route: R.thanks, prepare: scheduleAnaPayment, path: () => thanksPath },
      { name: 'not found', route: R.notFound, status: 404, path: async () => `/ui/statements/999999?application_id=${(await ids('ana')).currentApplicationId}` },
    ],
  },
  {
    title: 'ana: preferences, additional financing, applying',
    as: 'ana',
    screens: [
      {
        name: 'ana preferences',
        route: R.preferences,
        path: () => customer('ana', 'edit'),
        states: [
          // The new number's form with the texts disclosure beside it (the Texts section's own states, off after
          // a STOP and on again, are checked in e2e/texts.spec.ts in both languages).
          { name: 'phone form', act: steps(click('Change mobile phone'), async (p) => expect(p.getByLabel(say('New mobile number'))).toBeVisible(), async (p) => expect(p.getByText(say('Msg & data rates may apply.')).first()).toBeVisible()) },
          { name: 'invalid e-mail', act: async (p) => { await p.getByLabel(say('E-mail address')).fill('ana@'); await p.getByLabel(say('E-mail address')).blur(); await expectAlert(p); } },
          manualBankErrors,
          { name: 'password errors', act: steps(click('Change password'), expectAlert) },
          { name: 'password strength', act: async (p) => { await p.getByLabel(say('New password')).fill('lantern orbit velvet cactus 42'); await expect(p.getByText(walkLocale === 'es-US' ? 'Seguridad: Muy segura' : 'Strength: Very strong')).toBeVisible(); } },
          // Started, not confirmed: ana's sign-in stays as it was.
          // The password confirmed first (the step-up dialog's own walk is in step-up.spec.ts).
          { name: 'two-step: authenticator app', act: async (p) => { await stepUpFirst(p); await click('Turn on an authenticator app')(p); await expect(p.getByRole('img', { name: /QR/ })).toBeVisible(); } },
          { name: 'passkey without a name', act: steps(click('Add a passkey'), expectAlert) },
          // The calendar address made (shown this once, with Copy), then the question before revoking it.
          {
            name: 'calendar address',
            act: async (p) => {
              await stepUpFirst(p);
              await click(new RegExp(`^(${say('Make a calendar address')}|${say('Make a new address')})$`))(p);
              await expect(p.getByLabel(say('Your calendar address'))).toBeVisible();
              await click('Revoke the address')(p);
              await expect(p.getByRole('button', { name: say('Yes, revoke it') })).toBeFocused();
            },
          },
        ],
      },
      { name: 'ana documents', route: R.documents, path: () => customer('ana', 'documents') },
      { name: 'ana documents, none match', route: R.documents, path: async () => `${await customer('ana', 'documents')}?kind=privacy_notice` },
      { name: 'ana additional financing', route: R.financing, path: () => customer('ana', 'additional-financing') },
      { name: 'ana new loan', route: R.newApplication, path: () => customer('ana', 'applications/new'), states: [{ name: 'sent empty', act: steps(click('Submit application'), expectAlert) }] },
      { name: 'ana apply', route: R.apply, path: () => '/ui/apply' },
    ],
  },
  {
    title: 'ben (past due)',
    as: 'ben',
    screens: [
      { name: 'ben loan', route: R.loan, path: () => loan('ben') },
      { name: 'ben due date: the reasons it cannot move', route: R.dueDate, path: () => loan('ben', 'due-date') },
      {
        name: 'ben make payment',
        route: R.makePayment,
        path: () => loan('ben', 'make-payment'),
        states: [
          // The amount comes filled in: emptied, the form is refused (nothing is promised).
          { name: 'promise sent empty', act: steps(async (p) => p.getByLabel(say('Amount'), { exact: true }).fill(''), click('Create Promise to Pay'), expectAlert) },
          { name: 'manage autopay', act: click('Manage autopay') },
        ],
      },
    ],
  },
  {
    title: 'cara (probation)',
    as: 'cara',
    screens: [
      { name: 'cara loan', route: R.loan, path: () => loan('cara') },
      { name: 'cara make payment', route: R.makePayment, path: () => loan('cara', 'make-payment') },
    ],
  },
  {
    title: 'dan (sold off)',
    as: 'dan',
    screens: [
      { name: 'dan loan', route: R.loan, path: () => loan('dan') },
      { name: 'dan make payment', route: R.makePayment, path: () => loan('dan', 'make-payment') },
    ],
  },
  {
    title: 'fay (paid off)',
    as: 'fay',
    screens: [
      { name: 'fay loan', route: R.loan, path: () => loan('fay') },
      { name: 'fay payment history', route: R.history, path: () => loan('fay', 'payments') },
    ],
  },
  {
    title: 'eve (charged off, settled)',
    as: 'eve',
    screens: [
      { name: 'eve loan', route: R.loan, path: () => loan('eve') },
      { name: 'eve settled loan', route: R.loan, path: () => loan('eve', '', 1) },
      { name: 'eve payment history', route: R.history, path: () => loan('eve', 'payments') },
    ],
  },
  {
    title: 'nia (no bank account, feedback)',
    as: 'nia',
    screens: [
      { name: 'nia loan', route: R.loan, path: () => loan('nia') },
      { name: 'nia make payment', route: R.makePayment, path: () => loan('nia', 'make-payment'), states: [manualBankErrors] },
      { name: 'nia preferences', route: R.preferences, path: () => customer('nia', 'edit') },
    ],
  },
  {
    title: 'gus (declined)',
    as: 'gus',
    screens: [
      { name: 'gus declined', route: R.loan, path: () => loan('gus') },
      // Signed in, a notice's page is the same page with the customer's header.
      { name: 'gus privacy notice', route: R.legal, path: () => '/ui/legal/privacy' },
      { name: 'gus apply', route: R.apply, path: () => '/ui/apply' },
    ],
  },
  {
    // No consent to electronic delivery on record: the disclosure comes first after sign-in. A wrong code
    // leaves rae as she was (no consent), for the next walk.
    title: 'rae (no consent to electronic delivery)',
    as: 'rae',
    signIn: true,
    screens: [
      {
        name: 'rae consent',
        route: R.consent,
        path: () => '/ui/consent',
        states: [
          {
            name: 'a wrong code',
            act: async (p) => {
              const field = p.getByLabel(say('Code from the disclosure'));
              await field.fill('AAAAAA');
              await click('I agree to electronic delivery')(p);
              await expect(field).toHaveAttribute('aria-invalid', 'true');
            },
          },
        ],
      },
    ],
  },
  { title: 'hal (pending)', as: 'hal', screens: [{ name: 'hal pending', route: R.loan, path: () => loan('hal') }] },
  {
    // An application waiting on its repair order: the to-do list with its file input, sent with no file chosen.
    title: 'uma (to-do list)',
    as: 'uma',
    screens: [{ name: 'uma to-do list', route: R.loan, path: () => loan('uma'), states: [{ name: 'sent empty', act: steps(click('Send file'), expectAlert) }] }],
  },
  {
    title: 'ivy (canceled, withdrawn)',
    as: 'ivy',
    screens: [
      { name: 'ivy first application', route: R.loan, path: () => loan('ivy', '', 0) },
      { name: 'ivy second application', route: R.loan, path: () => loan('ivy', '', 1) },
    ],
  },
  {
    title: 'jon (to sign, needs a service center)',
    as: 'jon',
    screens: [
      { name: 'jon loan', route: R.loan, path: () => loan('jon') },
      { name: 'jon service center', route: R.serviceCenter, path: () => loan('jon', 'service-center'), states: [{ name: 'sent empty', act: steps(click('Save service center'), expectAlert) }] },
      { name: 'jon sign', route: R.sign, path: () => loan('jon', 'sign'), states: [{ name: 'sent unticked', act: steps(click('Sign Loan Documents'), expectAlert) }] },
    ],
  },
  {
    title: 'kim: card account and purchases',
    as: 'kim',
    screens: [
      { name: 'kim card account', route: R.loan, path: async () => `/ui/customers/${(await ids('kim')).userId}/applications/16`, states: [{ name: 'increase sent empty', act: steps(click('Request Increase'), expectAlert) }] },
      { name: 'kim purchase dialog', route: R.purchase, path: () => `/ui/purchases/${GUID.approvable}` },
      { name: 'kim purchase approved', route: R.purchase, path: () => `/ui/purchases/${GUID.approved}` },
    ],
  },
  {
    title: 'kim: installment loan and preferences',
    as: 'kim',
    screens: [
      { name: 'kim installment loan', route: R.loan, path: async () => `/ui/customers/${(await ids('kim')).userId}/applications/15` },
      { name: 'kim preferences', route: R.preferences, path: () => customer('kim', 'edit') },
    ],
  },
  { title: 'lou (card ineligible)', as: 'lou', screens: [{ name: 'lou card account', route: R.loan, path: () => loan('lou') }] },
  { title: 'max (PEACH)', as: 'max', signIn: true, screens: [{ name: 'max borrower', route: R.borrower, path: () => '/ui/borrower' }] },
  { title: 'dealer (another role group)', as: 'dealer', signIn: true, screens: [{ name: 'dealer home', route: R.home, path: () => '/home' }] },
  {
    title: 'care: finding a customer, ana as staff',
    as: 'care',
    screens: [
      { name: 'care find a customer', route: R.staff, path: () => '/ui/staff' },
      { name: 'care search results', route: R.staff, path: () => '/ui/staff?q=ana' },
      { name: 'care ana loan', route: R.loan, path: () => loan('ana') },
      { name: 'care ana make payment', route: R.makePayment, path: () => loan('ana', 'make-payment') },
      { name: 'care ana mailbox', route: R.mailbox, path: () => loan('ana', 'mailbox'), states: [{ name: 'sent empty', act: steps(click('Add comment'), expectAlert) }] },
    ],
  },
  {
    title: 'care: ana preferences, financing, audit, applying; kim as staff',
    as: 'care',
    screens: [
      {
        name: 'care ana preferences',
        route: R.preferences,
        path: () => customer('ana', 'edit'),
        // Staff read the consent to electronic delivery and its history, and cannot change it.
        states: [{ name: 'paperless history', act: async (p) => p.getByRole('region', { name: say('Paperless') }).locator('summary').click() }],
      },
      { name: 'care ana additional financing', route: R.financing, path: () => customer('ana', 'additional-financing') },
      { name: 'care ana audit', route: R.audit, path: () => customer('ana', 'audit') },
      { name: 'care ana documents', route: R.documents, path: () => customer('ana', 'documents') },
      { name: 'care ana new loan', route: R.newApplication, path: () => customer('ana', 'applications/new') },
      { name: 'care kim card account', route: R.loan, path: async () => `/ui/customers/${(await ids('kim')).userId}/applications/16` },
      { name: 'care kim purchase', route: R.purchase, path: () => `/ui/purchases/${GUID.approvable}` },
    ],
  },
  // dev and collector have care's screens (the same diagnostics roles, lib/rules/staff-roles): not walked
  // again. dev's panel on a past-due loan; the collector's own look-up failing shows the error boundary.
  { title: 'dev', as: 'dev', screens: [{ name: 'dev ben loan', route: R.loan, path: () => loan('ben') }] },
  {
    title: 'collector: the error boundary',
    as: 'collector',
    signIn: true,
    screens: [
      // Every page now catches its lender failures and shows the fallback itself (a real page, also without
      // scripts), so nothing reachable throws into app/error.tsx any more. Its content is the
      // same FallbackMessage (plus Try again), walked here where a failed look-up shows it.
      { name: 'error boundary', route: R.rootError, prepare: failCollectorLookUp, path: () => customer('collector', '').then((p) => p.replace(/\/$/, '')) },
    ],
  },
  {
    // A staff role outside the list: the qualification table without its descriptions.
    title: 'staffer',
    as: 'staffer',
    signIn: true,
    screens: [{ name: 'staffer ana additional financing', route: R.financing, path: () => customer('ana', 'additional-financing') }],
  },
];

/** Routes that only redirect: where each lands. */
const REDIRECTS: { route: string; as: string; path: () => Promise<string> | string; to: (string | RegExp) | (() => Promise<string>) }[] = [
  { route: R.root, as: 'ana', path: () => '/', to: () => customer('ana', '').then((p) => p.replace(/\/$/, '')) },
  { route: R.uiRest, as: 'ana', path: () => '/ui/no-such-page', to: '/ui/apply' },
  { route: R.customerRest, as: 'ana', path: () => customer('ana', 'no-such-page'), to: () => loan('ana') },
  { route: R.customer, as: 'ana', path: () => customer('ana', '').then((p) => p.replace(/\/$/, '')), to: () => loan('ana') },
  { route: R.applications, as: 'ana', path: () => customer('ana', 'applications'), to: '/ui/apply' },
  { route: R.prefill, as: 'ana', path: () => '/ui/customers/applications/new_from_prefill', to: '/ui/apply' },
  // …/payments/new is the Make Payment screen itself (walked at …/make-payment): it answers, not redirects.
  { route: R.paymentsNew, as: 'ana', path: () => loan('ana', 'payments/new'), to: /^$/ },
  // …/comments is the Mailbox screen itself (walked at …/mailbox), likewise.
  { route: R.comments, as: 'ana', path: () => loan('ana', 'comments'), to: /^$/ },
];

// ---------------------------------------------------------------------------------------------------

async function walkScreen(page: Page, info: TestInfo, screen: Screen, customerFacing: boolean) {
  const cleanup = await screen.prepare?.();
  try {
    const target = await screen.path();
    const suffix = walkLocale === 'en-US' ? '' : ` ${walkLocale}`;
    await setWidth(page, 375);
    const res = await page.goto(target);
    expect.soft(await page.locator('html').getAttribute('lang'), `lang of ${screen.name}`).toBe(walkLocale);
    expect.soft(res?.status(), `status of ${screen.name} (${target})`).toBe(screen.status ?? 200);
    expect.soft(new URL(page.url()).pathname, `${screen.name} stays at its address`).toBe(target.split('?')[0]);
    for (const width of [375, 1280]) {
      await setWidth(page, width);
      await checkScreen(page, info, `${screen.name}${suffix}`, width);
    }
    if (walkLocale === 'es-US' && customerFacing) await expectNoEnglishOnForms(page, screen.name, ENGLISH_ONLY);
    // Dialogs and error states on the phone, where they are tightest (the page is reloaded between them).
    await setWidth(page, 375);
    for (const [i, state] of (screen.states ?? []).entries()) {
      if (i > 0) await page.goto(target);
      await state.act(page);
      expect.soft(new URL(page.url()).pathname, `${screen.name} ${state.name} stays at its address`).toBe(target.split('?')[0]);
      await checkScreen(page, info, `${screen.name} ${state.name}${suffix}`, 375);
      if (walkLocale === 'es-US' && customerFacing) await expectNoEnglishOnForms(page, `${screen.name} ${state.name}`, ENGLISH_ONLY, { served: false });
    }
  } finally {
    await cleanup?.();
  }
}

// Each walk twice, as separate tests (the suite spreads them over its workers): English, then Spanish,
// chosen as the language link does (the cookie), whatever the persona's own choice at the lender.
for (const locale of ['en-US', 'es-US'] as const) {
  for (const walk of WALKS) {
    test(`walk: ${walk.title}${locale === 'en-US' ? '' : ` (${locale})`}`, async ({ browser }, info) => {
      test.setTimeout(120_000 + 20_000 * walk.screens.length);
      walkLocale = locale;
      const storageState = walk.as && !walk.signIn ? storageFor(walk.as) : { cookies: [], origins: [] };
      const context = await browser.newContext({ storageState, locale });
      const page = await context.newPage();
      // The sign-in form is filled in English (e2e/support.ts), then the walk's language is chosen.
      if (walk.as && walk.signIn) {
        await context.addCookies([{ name: 'portal_locale', value: 'en-US', url: baseURL }]);
        await signIn(page, `${walk.as}@example.com`);
      }
      // A walk's set-up acts in English too, before the walk's language.
      await walk.before?.(page);
      await context.addCookies([{ name: 'portal_locale', value: locale, url: baseURL }]);
      const customerFacing = !walk.as || !(STAFF as readonly string[]).includes(walk.as);
      for (const screen of walk.screens) await test.step(screen.name, () => walkScreen(page, info, screen, customerFacing));
      await context.close();
    });
  }
}

test('the English-on-forms check finds a catalogue sentence left in English, and not the binding English', async ({ page }) => {
  const english = en.common.forms.gettingReady;
  expect(ENGLISH_ONLY).toContain(english);
  const html = `<html lang="es-US"><body><form><p>${es.common.forms.gettingReady}</p><div lang="en"><p>${english}</p></div></form><form><button title="${english}">x</button><p> ${english} </p></form><p>${english}</p></body></html>`;
  expect(await englishIn(page, ENGLISH_ONLY, html)).toEqual([english, `title="${english}"`]);
  await page.setContent(html);
  expect(await englishIn(page, ENGLISH_ONLY)).toEqual([english, `title="${english}"`]);
});

test('the axe check finds a violation in the page and in one of its frames', async ({ page }) => {
  await page.goto('/ui/auth');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," width="2" height="2"><iframe title="inner" srcdoc="<!doctype html><html lang=en><title>x</title><input type=text>"></iframe>');
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForSelector('input');
  const violations = await axeViolations(page);
  expect(violations.find((v) => v.startsWith('image-alt'))).toBeDefined();
  expect(violations.find((v) => v.startsWith('label') && v.includes('iframe'))).toBeDefined();
});

test('routes that only redirect land where they should', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageFor('ana') });
  for (const r of REDIRECTS) {
    const res = await context.request.get(await r.path(), { maxRedirects: 0 });
    const location = res.headers().location ?? '';
    const to = typeof r.to === 'function' ? await r.to() : r.to;
    if (to instanceof RegExp) {
      expect.soft(res.status(), r.route).toBe(200);
      expect.soft(location, r.route).toMatch(to);
    } else {
      expect.soft(res.status(), r.route).toBe(307);
      expect.soft(new URL(location, 'http://x').pathname, r.route).toBe(to);
    }
  }
  await context.close();
});

test('every screen file of the app is walked', () => {
  const root = path.resolve(__dirname, '..');
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!rel.startsWith('app/api')) visit(rel);
      } else if (['page.tsx', 'error.tsx', 'not-found.tsx'].includes(entry.name)) files.push(rel);
    }
  };
  visit('app');
  const walked = new Set([...WALKS.flatMap((w) => w.screens.map((s) => s.route)), ...REDIRECTS.map((r) => r.route)]);
  expect(files.filter((f) => !walked.has(f)).sort(), 'screen files no walk lists').toEqual([]);
  expect([...walked].filter((f) => !files.includes(f)).sort(), 'walked files that do not exist').toEqual([]);
});
