// Keyboard alone: sign-in, the skip link, PIN entry, purchase approval with focus kept in the
// modal, the star rating's arrow keys, the method tabs, money inputs that keep the caret while stripping
// characters, and a visible focus indicator on every stop of the busiest screens. The flows that change
// the payment personas (payment, bank account by hand, autopay) are in keyboard.serial.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { PURCHASE_MESSAGES } from '../lib/rules/purchase';
import { TEXT_DISCLOSURE_VERSION } from '../lib/contract/text-preferences';
import { expectNoAxeViolations } from './axe';
import { expectSoundForms } from './forms';
import { expectVisibleFocus, tabThroughPage, tabTo } from './keyboard';
import { checklistApplicant, lastMessageTo, PASSWORD, personaIds, sandboxToken, scratchCustomer, signInContext, storageFor } from './support';
import { addVirtualAuthenticator } from './webauthn';

const makePayment = async (persona: string) => {
  const ids = await personaIds(`${persona}@example.com`);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment`;
};
/** A screen of the persona's loan area (its loan page without `tail`). */
const loanScreen = async (persona: string, tail = '') => (await makePayment(persona)).replace(/make-payment$/, tail).replace(/\/$/, '');
const caret = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart);

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('signs in with the keyboard alone, past the skip link', async ({ page }) => {
    await page.goto('/ui/auth');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // The next stop after the skip link is the first control of the page's content, past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('fay@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ui\/customers\/\d+\/applications\/\d+$/);
  });

  test("the footer's notices by keyboard: Enter opens one; a notice's table scrolls as one focusable stop", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/ui/auth');
    const licenses = page.getByRole('navigation', { name: 'Legal notices' }).getByRole('link', { name: 'Licenses', exact: true });
    await tabTo(page, licenses);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ui\/legal\/licenses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licenses');
    // The state licenses' table: wider than a 320 px screen, it scrolls in its own region, which the keyboard reaches.
    const region = page.getByRole('region', { name: /State licenses/ });
    // The footer is the layout's: focus stays on its link across the navigation, below the notice.
    await tabTo(page, region, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The page itself does not scroll sideways (reflow at 320 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the consent to electronic delivery by keyboard: the PDF link, the code, Enter; a wrong code stays and is said; "No thanks" goes on', async ({ page }) => {
    const customer = await scratchCustomer({ esign: false });
    await signInContext(page, customer.email);
    await page.goto('/ui/consent');
    await tabTo(page, page.getByRole('link', { name: /Open the disclosure/ }));
    await expectVisibleFocus(page);
    const field = page.getByLabel('Code from the disclosure');
    await tabTo(page, field);
    await expectVisibleFocus(page);
    await page.keyboard.type('AAAAAA');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/does not match the one in the disclosure/);
    await expect(field).toHaveValue('AAAAAA');
    await tabTo(page, page.getByRole('button', { name: 'No thanks, mail my documents' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'We will mail your documents.' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Continue to your account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ui/customers/${customer.user_id}`));
  });

  test('a refused sign-in is announced and tied to both fields', async ({ page }) => {
    await page.goto('/ui/auth');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type('fay@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('The e-mail or password is incorrect.');
    for (const label of ['E-mail', 'Password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(/The e-mail or password is incorrect/);
    }
  });
});

test.describe('signed out: the second step', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the verify page by keyboard: the code, "Remember this device", Verify; a wrong code is announced at the field', async ({ page }) => {
    // dev is staff: two-step is always on, the code goes by e-mail.
    const res = await page.request.post('/ui/auth/session', { form: { email: 'dev@example.com', password: PASSWORD }, headers: { origin: baseURL }, maxRedirects: 0 });
    expect(res.headers().location).toContain('/ui/auth/verify');
    await page.goto('/ui/auth/verify');
    const field = page.getByLabel('Verification code');
    await tabTo(page, field);
    await expectVisibleFocus(page);
    await page.keyboard.type('000000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Remember this device for 30 days')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Remember this device for 30 days')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Verify' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('That code is not right. 4 tries are left.');
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(/That code is not right/);
    expect(await tabThroughPage(page)).toBeGreaterThan(4);
  });
});

test.describe('signed out: forgotten password', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('asks for a reset link and fills the new password by keyboard: show/hide and the meter', async ({ page }) => {
    await page.goto('/ui/auth');
    await tabTo(page, page.getByRole('link', { name: 'Forgot your password?' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ui\/auth\/forgot$/);
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type('eve@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'If an account uses that e-mail' })).toBeVisible();

    const link = /\/ui\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(await lastMessageTo('eve@example.com'))?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const field = page.getByLabel('New password');
    await tabTo(page, field);
    await expectVisibleFocus(page);
    await page.keyboard.type('lantern orbit velvet cactus 42');
    await expect(page.getByText('Strength: Very strong')).toBeVisible();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page, 'reset password');
  });
});

test.describe('signed out: first sign-in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the welcome link\'s form by keyboard: date of birth, SSN, password, in order, each with visible focus', async ({ page }) => {
    const link = /\/ui\/auth\/activate\?token=[A-Za-z0-9_-]+/.exec(await lastMessageTo('ola@example.com'))?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await tabTo(page, page.getByLabel('Date of birth'));
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    // (A date field has a stop per part in some browsers: tab on until the SSN.)
    await tabTo(page, page.getByLabel('Last 4 digits of your Social Security number'));
    await expectVisibleFocus(page);
    await page.keyboard.type('3019');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('New password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create my sign-in' })).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('passkeys by keyboard', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('names and adds a passkey, then removes it through its question, each stop with visible focus', async ({ page }) => {
    const customer = await scratchCustomer();
    await signInContext(page, customer.email);
    await addVirtualAuthenticator(page);
    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await tabTo(page, section.getByLabel('Name for a new passkey'));
    await expectVisibleFocus(page);
    await page.keyboard.type('Desk computer');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // Adding a way in asks for the password first: the dialog takes it by keyboard, focus already in its field.
    const stepUp = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(stepUp.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(stepUp).toBeHidden();
    await expect(section.getByRole('status').filter({ hasText: 'Passkey "Desk computer" added' })).toBeVisible();

    await tabTo(page, section.getByRole('button', { name: 'Remove Desk computer' }), { back: true });
    await page.keyboard.press('Enter');
    // The question takes focus on its confirming button; Tab reaches "Keep it".
    await expect(section.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await expectNoAxeViolations(page, 'passkeys');
  });
});

test.describe('hal: mobile phone and PIN', () => {
  test.use({ storageState: storageFor('hal') });

  test('enters a new number and its PIN by keyboard; a wrong PIN is announced at the field', async ({ page }) => {
    const hal = await personaIds('hal@example.com');
    const number = `720${String(Date.now()).slice(-7)}`;
    await page.goto(`/ui/customers/${hal.userId}/edit`);
    const change = page.getByRole('button', { name: 'Change mobile phone' });
    if (await change.isVisible()) {
      await tabTo(page, change);
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(/New mobile number/)).toBeFocused();
    } else {
      await tabTo(page, page.getByLabel(/New mobile number/));
    }
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');

    // Focus moves to the PIN field; the message that a PIN was sent is announced.
    const pin = page.getByLabel('PIN', { exact: true });
    await expect(pin).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a PIN' })).toBeVisible();
    await expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    const sent = /\b(\d{6})\b/.exec(await lastMessageTo(number))?.[1];
    expect(sent).toMatch(/^\d{6}$/);
    await expectNoAxeViolations(page, 'the PIN step');

    await page.keyboard.type(sent === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('The PIN is incorrect.');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription(/^The PIN is incorrect\./);
    await expectSoundForms(page, 'the refused PIN');

    await pin.press('ControlOrMeta+a');
    await page.keyboard.type(sent!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your mobile phone is verified.' })).toBeVisible();
  });
});

test.describe('kim: approving a purchase', () => {
  test.use({ storageState: storageFor('kim') });

  test('the modal keeps focus inside, Escape closes it back to its opener, and Enter approves', async ({ page }) => {
    // A purchase of kim's own for this test, so the seeded ones stay as other tests expect them.
    const res = await fetch(`${sandboxURL}/sandbox/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copy_of: '11111111-1111-4111-8111-111111111111' }),
    });
    expect(res.status).toBe(201);
    const { guid } = (await res.json()) as { guid: string };

    await page.goto(`/ui/purchases/${guid}`);
    const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Confirm your purchase' })).toBeFocused();
    await expectNoAxeViolations(page, 'the purchase dialog');

    // Tab cycles Close → Reject → Approve → Close; Shift+Tab goes the other way round. Never outside.
    const order = ['Close', 'Reject', 'Approve', 'Close', 'Reject'];
    for (const name of order) {
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name, exact: true })).toBeFocused();
      await expectVisibleFocus(page);
    }
    for (const name of ['Close', 'Approve', 'Reject']) {
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name, exact: true })).toBeFocused();
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const review = page.getByRole('button', { name: 'Review Purchase' });
    await expect(review).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    await tabTo(page, dialog.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(PURCHASE_MESSAGES.approved);
    const token = await sandboxToken('kim@example.com');
    const decided = await (await fetch(`${sandboxURL}/api/purchases/${guid}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(decided.data.approved_at).not.toBeNull();
  });
});

test.describe('ana: rating, tabs, money inputs, focus everywhere', () => {
  test.use({ storageState: storageFor('ana') });

  test('the star rating is one tab stop moved by arrow keys, Home and End', async ({ browser }) => {
    // cara's widget: ana's comes and goes with apply.spec.ts's feedback tests.
    const page = await browser.newPage({ storageState: storageFor('cara') });
    const cara = await personaIds('cara@example.com');
    await page.goto(`/ui/customers/${cara.userId}/applications/${cara.currentApplicationId}`);
    const group = page.getByRole('radiogroup', { name: 'Your rating' });
    const star = (n: number) => group.getByRole('radio').nth(n - 1);
    await tabTo(page, star(1));
    await expect(star(1)).toHaveAttribute('aria-checked', 'false'); // nothing chosen yet
    for (const [key, n] of [['Space', 1], ['ArrowRight', 2], ['ArrowUp', 3], ['ArrowLeft', 2], ['End', 5], ['Home', 1], ['ArrowDown', 5], ['ArrowRight', 1]] as const) {
      await page.keyboard.press(key);
      await expect(star(n)).toBeFocused();
      await expect(star(n)).toHaveAttribute('aria-checked', 'true');
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('End');
    await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(/5/);
    // One tab stop: the next Tab leaves the group for the comment.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Comment (optional)')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(star(5)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
    await page.close();
  });

  test('the method tabs move with the arrow keys and lead into their panel', async ({ page }) => {
    await page.goto(await makePayment('ana'));
    const tabs = page.getByRole('tablist', { name: 'Payment method' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Bank Payment' }));
    for (const [key, name] of [['ArrowRight', 'Debit Card'], ['ArrowRight', 'Mail'], ['End', 'Cash'], ['ArrowRight', 'Bank Payment'], ['ArrowLeft', 'Cash'], ['Home', 'Bank Payment']] as const) {
      await page.keyboard.press(key);
      const tab = tabs.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Debit Card' })).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('money and number inputs keep the caret where it was when a character is stripped', async ({ page }) => {
    await page.goto(await makePayment('ana'));
    const other = page.getByRole('radio', { name: /^Other amount/ });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(other).toBeChecked();
    await page.keyboard.press('Tab');
    const amount = page.getByLabel('Amount in dollars');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await page.keyboard.type('12345');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('a'); // refused: the caret stays after "12"
    await expect(amount).toHaveValue('12345');
    expect(await caret(page)).toBe(2);
    await page.keyboard.type('.'); // kept: the caret moves past it
    await expect(amount).toHaveValue('12.345');
    expect(await caret(page)).toBe(3);
    await page.keyboard.type('.x'); // a second dot and a letter: both refused
    await expect(amount).toHaveValue('12.345');
    expect(await caret(page)).toBe(3);
    await page.keyboard.type('9');
    await expect(amount).toHaveValue('12.9345');
    expect(await caret(page)).toBe(4);

    await page.getByRole('navigation', { name: 'Bank payment steps' }).getByRole('button', { name: 'Add bank account' }).press('Enter');
    const routing = page.getByLabel('Routing number');
    await tabTo(page, routing);
    await expect(routing).toHaveAttribute('inputmode', 'numeric');
    await page.keyboard.type('0210');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('-x ');
    await expect(routing).toHaveValue('0210');
    expect(await caret(page)).toBe(3);
    await page.keyboard.type('5');
    await expect(routing).toHaveValue('02150');
    expect(await caret(page)).toBe(4);
  });

  for (const [screen, path] of [
    ['the loan page', () => loanScreen('ana')],
    ['Make Payment', () => makePayment('ana')],
    ['Account Preferences', async () => `/ui/customers/${(await personaIds('ana@example.com')).userId}/edit`],
    ['the repayment schedule', () => loanScreen('ana', 'schedule')],
    ['a payoff quote', () => loanScreen('ana', 'payoff-quote')],
    ['moving the due date', () => loanScreen('ana', 'due-date')],
    ['getting help with payments', () => loanScreen('ana', 'assistance')],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`every focus stop of ${screen} shows where focus is (${width}px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(await path());
        expect(await tabThroughPage(page)).toBeGreaterThan(10);
      });
    }
  }
});

test.describe('ana: the self-service screens by keyboard', () => {
  test.use({ storageState: storageFor('ana') });

  test('a payoff quote for a date typed and sent by Enter, then a due day out of range refused at its field', async ({ page }) => {
    await page.goto(await loanScreen('ana', 'payoff-quote'));
    // A date field takes its parts typed in a row (month, day, year in English), then Enter sends the form.
    const date = addDays(lenderToday(), 10);
    await tabTo(page, page.getByLabel('Payoff date'));
    await page.keyboard.type(`${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(0, 4)}`);
    await expect(page.getByLabel('Payoff date')).toHaveValue(date);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `To pay off your loan on ${formatDate(date)}` })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Pay this amount on this date' }));

    await page.goto(await loanScreen('ana', 'due-date'));
    const day = page.getByLabel('New due day (day of the month)');
    await tabTo(page, day);
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    // Refused at the field: focus can go straight back to it, and it says why.
    await expect(page.getByLabel('New due day (day of the month)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('New due day (day of the month)')).toHaveAccessibleDescription(/Choose a day from 1 to 28/);
    await expectNoAxeViolations(page, 'a due day refused');
  });

  test('the help request by keyboard: a reason chosen, the boxes checked by Space, sent by Enter and refused at its fields', async ({ page }) => {
    await page.goto(await loanScreen('ana', 'assistance'));
    const reason = page.getByLabel('What happened?', { exact: true });
    await tabTo(page, reason);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('checkbox', { name: 'A later due date' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'A later due date' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Send request' }));
    await page.keyboard.press('Enter');
    // The first refused field takes focus and says why; nothing was sent.
    const explanation = page.getByLabel('In a few words, what happened?');
    await expect(explanation).toBeFocused();
    await expect(explanation).toHaveAccessibleDescription(/Tell us briefly what happened/);
    await expect(page.getByRole('checkbox', { name: 'You may contact me by phone, e-mail or text about this request.' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'a help request refused');
  });
});

test.describe('ana: the documents center by keyboard', () => {
  test.use({ storageState: storageFor('ana') });

  test('from the header link to the filters, chosen with the arrow keys and sent by Enter, then to a document', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(await loanScreen('ana'));
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Documents/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/ui/customers/${ana.userId}/documents`);
    const kind = page.getByLabel('Kind of document');
    await tabTo(page, kind);
    // A closed select takes the arrow keys: down from "All kinds" to the first kind held.
    await page.keyboard.press('ArrowDown');
    await expect(kind).not.toHaveValue('');
    const chosen = await kind.inputValue();
    await tabTo(page, page.getByRole('button', { name: 'Show' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`kind=${chosen}`));
    // Every stop on the way shows its focus (tabTo checks each).
    await tabTo(page, page.getByRole('table').getByRole('link', { name: /^Download/ }).first());
  });
});

test.describe('texts by keyboard', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('after a STOP, a purpose checked by Space shows the disclosure, and Enter turns texts on again', async ({ page }) => {
    const customer = await scratchCustomer();
    const number = `556${String(Date.now()).slice(-7)}`;
    // The number added and texts stopped through the lender (test set-up); the section is what is walked.
    const token = await sandboxToken(customer.email);
    const add = await fetch(`${sandboxURL}/api/mobile_phones`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ send_pin: false, mobile_phone: { number, owner_id: customer.user_id, owner_type: 'User' }, text_consent: { version: TEXT_DISCLOSURE_VERSION, language: 'en-US' } }),
    });
    expect(add.status).toBe(201);
    await fetch(`${sandboxURL}/sandbox/sms/inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: number, body: 'STOP' }) });
    await signInContext(page, customer.email);
    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    const section = page.getByRole('region', { name: 'Texts' });
    await expect(section.getByText('Texts are off')).toBeVisible();
    await expectNoAxeViolations(page, 'texts off');
    await tabTo(page, section.getByLabel('Payment reminders'));
    await page.keyboard.press('Space');
    await expect(section.getByLabel('Payment reminders')).toBeChecked();
    await expect(section.getByText('Msg & data rates may apply.')).toBeVisible();
    await tabTo(page, section.getByRole('button', { name: 'Agree and turn texts on' }));
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status').filter({ hasText: 'Texts are on again.' })).toBeVisible();
    await expectNoAxeViolations(page, 'texts on again');
  });
});

test.describe('the calendar address', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 720 } });

  test('made (the password in place), kept and revoked by keyboard: focus stays in view and returns where it was', async ({ page }) => {
    const customer = await scratchCustomer();
    await signInContext(page, customer.email);
    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    const section = page.getByRole('region', { name: 'Due dates in your calendar' });
    await tabTo(page, section.getByRole('button', { name: 'Make a calendar address' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('input[type="password"]')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(section.getByLabel('Your calendar address')).toBeVisible();
    // The page's refresh lands after the address shows and adds the "made on" lines above the buttons: the
    // walk goes on once the layout has settled, as a person would, rather than racing the shift.
    await expect(section.getByText(/^You have a calendar address, made on/)).toBeVisible();

    const revoke = section.getByRole('button', { name: 'Revoke the address' });
    await tabTo(page, revoke);
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Yes, revoke it' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Keep it' })).toBeFocused();
    // "Keep it" leaves the page with the question: focus goes back to the button that asked, in view.
    await page.keyboard.press('Enter');
    await expect(revoke).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Yes, revoke it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText('The calendar address is revoked. It no longer works.');
    await expect(section.getByText('You have no calendar address.')).toBeVisible();
    // Revoked: focus on the button that makes one again, never back at the top of the page.
    await expect(section.getByRole('button', { name: 'Make a calendar address' })).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('files by keyboard', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a to-do item: every stop shows focus, the file is chosen with Space and sent with Enter', async ({ page }) => {
    const applicant = await checklistApplicant();
    await signInContext(page, applicant.email);
    await page.goto(`/ui/customers/${applicant.user_id}/applications/${applicant.application_id}`);
    expect(await tabThroughPage(page)).toBeGreaterThan(5);
    const todo = page.getByRole('region', { name: 'What we need from you' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, todo.getByLabel('Choose a file'));
    // Space on the input opens the system's file chooser, as it would for a person.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles({ name: 'repair-order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% repair order\n%%EOF\n') });
    await tabTo(page, todo.getByRole('button', { name: 'Send file' }));
    await page.keyboard.press('Enter');
    await expect(todo.getByRole('status').filter({ hasText: 'We received repair-order.pdf.' })).toBeVisible();
    await expect(todo.getByRole('link', { name: /repair-order\.pdf/ })).toBeVisible();
    await expectVisibleFocus(page);
  });

  test('a help request’s documents: every stop shows focus at 375 and 1280 px', async ({ page }) => {
    const scratch = await scratchCustomer();
    await signInContext(page, scratch.email);
    const token = await sandboxToken(scratch.email);
    const made = await fetch(`${sandboxURL}/api/loan_accounts/${scratch.application_id}/scra_requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_start: addDays(lenderToday(), -20), service_end: null, consent_to_contact: true }),
    });
    expect(made.status).toBe(201);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.application_id}/assistance`);
      expect(await tabThroughPage(page)).toBeGreaterThan(8);
    }
    await tabTo(page, page.getByLabel('Add a document to your request'));
    await expect(page.getByLabel('Add a document to your request')).toHaveAccessibleDescription(/PDF, JPEG, PNG or HEIC, up to 10 MB\. 5 more documents for this request\./);
  });
});
