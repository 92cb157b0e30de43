// The journeys of every persona against a lender that sends only what the specification names: the sandbox
// runs with SANDBOX_WIRE=spec (every extension field of the contract taken out of every answer), so what
// the browser sees is the portal's fallbacks. npm run test:e2e runs this file a second time in that mode
// (scripts/e2e.mjs) with fresh servers; the usual run leaves it out (it signs personas in anew, which
// would revoke the sessions the other specs share).
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, lenderToday } from '../lib/rules/dates';
import { SUPPORT_PHONE } from '../lib/rules/contact';
import { personaIds, sandboxToken, signIn } from './support';

const specWire = process.env.E2E_SANDBOX_WIRE === 'spec';
const today = lenderToday();
const FAILURES = [/We are experiencing difficulties/, /Something went wrong/, /An error occurred while looking up/];

async function expectNoFailure(page: Page) {
  for (const text of FAILURES) await expect(page.getByText(text)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });
// Long journeys on a busy two-core machine.
test.setTimeout(180_000);

test('the sandbox answers as the run says: no extension field under the spec wire', async () => {
  const token = await sandboxToken('ana@example.com');
  const me = await (await fetch(`${sandboxURL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect('has_feedback' in me.data.attributes).toBe(!specWire);
  expect('current_application_id' in me.data.attributes).toBe(!specWire);
  expect('type' in me.data).toBe(!specWire);
  const doc = await (await fetch(`${sandboxURL}/openapi.json`)).json();
  expect(doc.openapi).toBe('3.1.0');
});

test('ana: sign-in, landing, every loan tab, a bank payment, an autopay change, preferences', async ({ page }) => {
  await signIn(page, 'ana@example.com');
  const ids = await personaIds('ana@example.com');
  await expect(page).toHaveURL(new RegExp(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}$`));
  await expect(page.getByRole('heading', { name: `Loan ${ids.currentApplicationId}` }).first()).toBeVisible();
  await expectNoFailure(page);
  // The sidebar: My Loans with its Manage link, the feedback widget (shown: the lender did not say it exists).
  await expect(page.getByRole('link', { name: /Manage\s*autopay for loan/ }).first()).toBeVisible();

  const base = `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
  for (const [tab, heading] of [
    ['payments', 'Payment History'],
    ['statements', 'Statements'],
    ['mailbox', 'Mailbox'],
  ] as const) {
    await page.goto(`${base}/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoFailure(page);
  }
  // Moving the due date is an extension: without it, no link and its address leads back to the loan.
  await page.goto(base);
  await expect(page.getByRole('link', { name: 'Move your due date' })).toHaveCount(specWire ? 0 : 1);
  if (specWire) {
    await page.goto(`${base}/due-date`);
    await expect(page).toHaveURL(new RegExp(`${base}$`));
  }
  // Help with payments is an extension: without it no entry on the loan page, and its addresses lead back to the loan.
  await page.goto(base);
  await expect(page.getByRole('link', { name: 'Get help with payments' })).toHaveCount(specWire ? 0 : 1);
  if (specWire) {
    for (const help of ['assistance', 'assistance/servicemember']) {
      await page.goto(`${base}/${help}`);
      await expect(page).toHaveURL(new RegExp(`${base}$`));
    }
  }
  // Due dates in the calendar are an extension: without it no download link, and the file is not found.
  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add the due dates to your calendar' })).toHaveCount(specWire ? 0 : 1);
  expect((await page.request.get(`/files/calendar/${ids.currentApplicationId}`)).status()).toBe(specWire ? 404 : 200);
  // The documents center is an extension: without it no header link, and its address is not found.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Documents/ })).toHaveCount(specWire ? 0 : 1);
  expect((await page.goto(`/ui/customers/${ids.userId}/documents`))?.status()).toBe(specWire ? 404 : 200);
  // History pages itself when the lender sends no paging: completed payments are listed.
  await page.goto(`${base}/payments`);
  await expect(page.getByRole('heading', { name: 'Completed payments' })).toBeVisible();
  await expect(page.getByText('No payments have been made yet')).toHaveCount(0);

  // A bank payment to its thanks page.
  await page.goto(`${base}/make-payment`);
  await expect(page.getByRole('tab', { name: 'Bank Payment' })).toHaveAttribute('aria-selected', 'true');
  const amount = (11 + (Date.now() % 800) / 100).toFixed(2);
  await page.getByRole('radio', { name: /^Other amount/ }).check();
  await page.getByLabel('Amount in dollars').fill(amount);
  await page.getByLabel('Payment date').fill(addDays(today, 9));
  await page.getByLabel('I have read and accept the payment authorization').check();
  await page.getByRole('button', { name: 'Review Payment' }).click();
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await expect(page.getByText(`$${amount}`).first()).toBeVisible();
  // The copy of the authorization is the lender's extension: without it, no link to one.
  const copyLink = page.getByRole('link', { name: /^Your copy of the authorization/ });
  await expect(copyLink).toHaveCount(specWire ? 0 : 1);
  // An autopay change (this pass has servers and a database of its own: nothing is put back).
  await page.goto(`${base}/make-payment?manageAutoPay=1`);
  const monthly = page.getByLabel('Monthly amount ($)');
  await monthly.fill('191');
  await page.getByLabel('I accept this authorization').check();
  await page.getByRole('button', { name: 'Save autopay changes' }).click();
  await expect(page.getByText('Your autopay was changed.')).toBeVisible();
  await expect(copyLink).toHaveCount(specWire ? 0 : 1);

  // Preferences: e-mail, the phone record (looked up by number without the mobile_phone extension), bank accounts.
  await page.goto(`/ui/customers/${ids.userId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Preferences' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('ana@example.com');
  await expect(page.getByText(/6789/).first()).toBeVisible();
  // Nor a private calendar address.
  await expect(page.getByRole('region', { name: 'Due dates in your calendar' })).toHaveCount(specWire ? 0 : 1);
  // Texts per purpose and the texts disclosure with a new number are extensions: without them, neither.
  await expect(page.getByRole('region', { name: 'Texts', exact: true })).toHaveCount(specWire ? 0 : 1);
  // The new number's form: open at once when no phone record was found (as under the spec-only wire), else behind "Change".
  const change = page.getByRole('button', { name: 'Change mobile phone' });
  if (await change.isVisible()) await change.click();
  await expect(page.getByLabel(/New mobile number/)).toBeVisible();
  await expect(page.getByText('Msg & data rates may apply.')).toHaveCount(specWire ? 0 : 1);
  await expectNoFailure(page);
});

test('nia: feedback sent once stays sent on the next page, though the lender never says has_feedback', async ({ page }) => {
  await signIn(page, 'nia@example.com');
  const widget = page.getByRole('region', { name: 'How are we doing?' });
  await widget.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).click();
  await widget.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  // The next page: this browser remembers what it sent when the lender's answer does not say.
  await page.reload();
  await expect(page.getByRole('region', { name: 'My Loans' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How are we doing?' })).toHaveCount(0);
});

test('kim: the card account and a purchase approval', async ({ page }) => {
  await signIn(page, 'kim@example.com');
  const ids = await personaIds('kim@example.com');
  await page.goto('/');
  await page.getByRole('link', { name: 'My ExpressWay Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My ExpressWay Account');
  await expect(page.getByText('Available credit')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit Limit Increase' })).toBeVisible();
  await expectNoFailure(page);

  const res = await fetch(`${sandboxURL}/sandbox/purchases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ copy_of: '11111111-1111-4111-8111-111111111111' }),
  });
  const { guid } = (await res.json()) as { guid: string };
  await page.goto(`/ui/purchases/${guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your Purchase');
  const modal = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal.getByRole('status')).toBeVisible();
  expect(ids.userId).toBeGreaterThan(0);
});

test('dan: the sold-off notice gives the support phone when the lender names no debt buyer', async ({ page }) => {
  await signIn(page, 'dan@example.com');
  await expect(page.getByText(/transferred to a debt buyer/).first()).toBeVisible();
  if (specWire) await expect(page.getByText(SUPPORT_PHONE).first()).toBeVisible();
  await expectNoFailure(page);
});

test('care: the staff view of a customer', async ({ page }) => {
  await signIn(page, 'care@example.com');
  await page.goto('/ui/staff');
  await page.getByLabel('E-mail, name, customer id or application id').fill('ana@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Ana Alvarez' }).click();
  await expect(page.getByRole('note', { name: 'Staff view' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Diagnostics (staff only)' })).toBeVisible();
  await expectNoFailure(page);
  // The queue of help requests is an extension: left out of the staff page without it.
  await page.goto('/ui/staff');
  await expect(page.getByRole('region', { name: 'Help requests waiting on collections' })).toHaveCount(specWire ? 0 : 1);
});

// Every other persona's landing under the spec-only wire: the right page, never the failure texts.
const LANDINGS: [persona: string, text: RegExp | null][] = [
  ['ben', null],
  ['cara', null],
  ['eve', null],
  ['fay', null],
  ['nia', null],
  ['gus', /Unfortunately, your application was not approved at this time\./],
  ['hal', /We were unable to verify some of your information/],
  ['ivy', null],
  ['jon', null],
  ['lou', /Your account is currently ineligible for purchases and cash advances/],
  ['max', null],
  ['dev', null],
  ['collector', null],
];
for (const [persona, text] of LANDINGS) {
  test(`${persona}: lands on their page`, async ({ page }) => {
    await signIn(page, `${persona}@example.com`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (text) await expect(page.getByText(text).first()).toBeVisible();
    await expectNoFailure(page);
  });
}

test("the footer's notices: the links stay, and each page says how to get a copy when the lender sends none", async ({ page }) => {
  await page.goto('/ui/auth');
  const footer = page.getByRole('navigation', { name: 'Legal notices' });
  await expect(footer.getByRole('link')).toHaveCount(5);
  await footer.getByRole('link', { name: 'Privacy notice', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/legal\/privacy$/);
  const heading = page.getByRole('heading', { level: 1 });
  if (specWire) await expect(heading).toHaveText('This notice is not available online right now');
  else await expect(heading).not.toHaveText('This notice is not available online right now');
  await expect(page.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible({ visible: specWire });
  await expectNoFailure(page);
});

test('gus: the decline page links the adverse action notice only when the lender names it', async ({ page }) => {
  await signIn(page, 'gus@example.com');
  await expect(page.getByText('Unfortunately, your application was not approved at this time.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the notice of our decision' })).toHaveCount(specWire ? 0 : 1);
});

test('uma, whose application waits on her repair order: the to-do list only when the lender sends one, else the page alone', async ({ page }) => {
  await signIn(page, 'uma@example.com');
  const ids = await personaIds('uma@example.com');
  await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoFailure(page);
  await expect(page.getByRole('region', { name: 'What we need from you' })).toHaveCount(specWire ? 0 : 1);
  await expect(page.getByLabel('Choose a file')).toHaveCount(specWire ? 0 : 1);
});

test('rae, without consent to electronic delivery on record: a lender without the extension asks nothing, and Paperless is left out', async ({ page }) => {
  await signIn(page, 'rae@example.com');
  const ids = await personaIds('rae@example.com');
  if (specWire) {
    await expect(page).toHaveURL(new RegExp(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}$`));
    await page.goto(`/ui/customers/${ids.userId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Preferences' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Paperless' })).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/ui\/consent\?redirect_uri=/);
  }
  await expectNoFailure(page);
});
