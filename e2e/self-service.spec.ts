// The borrower's self-service, as ana uses it: the schedule agrees with her loan account (in this test's
// own arithmetic), a payoff quote ten days out is today's payoff plus ten days of the quoted per-diem, its
// letter opens, and "Pay this amount on this date" fills Make Payment. One sign-in (the saved session).
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { SANDBOX_BANKS, sandboxPublicToken } from '../lib/contract/bank-link-sandbox';
import { lenderAs, personaIds, scratchCustomer, signIn, storageFor } from './support';

test.use({ storageState: storageFor('ana') });
// A long journey on a busy two-core machine.
test.setTimeout(120_000);

const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

interface LoanAccount {
  data: { attributes: { payoff_balance: number; monthly_payment: number; current_due_date: string } };
}

/** The cells of every row of the page's one table (or its first), by column. */
const tableRows = (page: Page, within = page.locator('main')) =>
  within.locator('table').first().locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

/** A figure of a FigureList by its label. */
const figure = (page: Page, label: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('ana: the schedule agrees with her loan, a payoff quote for a date, its letter, and paying it', async ({ page }) => {
  const ids = await personaIds('ana@example.com');
  const base = `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
  const account = (await lenderAs<LoanAccount>('ana@example.com', 'GET', `/api/loan_accounts/${ids.currentApplicationId}`)).data.attributes;

  // The loan page: the next three installments, the first on her due date for her monthly payment.
  await page.goto(base);
  const next = page.getByRole('region', { name: 'Your next payments' });
  await expect(next).toBeVisible();
  const three = await tableRows(page, next);
  expect(three).toHaveLength(3);
  expect(three[0]![1]).toBe(formatDate(account.current_due_date));
  for (const row of three) expect(cents(row[2]!)).toBe(Math.round(account.monthly_payment * 100));

  // The whole schedule: the coming installments pay off exactly today's payoff balance in principal, each
  // balance after is the one before less its principal, and each amount is its principal plus interest.
  await next.getByRole('link', { name: 'See the whole repayment schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment schedule' })).toBeVisible();
  const rows = await tableRows(page);
  const coming = rows.filter((r) => r[6] === 'Next due' || r[6] === 'Scheduled');
  expect(rows.filter((r) => r[6] === 'Paid').length).toBeGreaterThan(0);
  expect(rows.some((r) => r[6] === 'Returned')).toBe(true);
  expect(coming[0]![1]).toBe(formatDate(account.current_due_date));
  let balance = Math.round(account.payoff_balance * 100);
  for (const [, , amount, principal, interest, after] of coming) {
    expect(cents(amount!)).toBe(cents(principal!) + cents(interest!));
    balance -= cents(principal!);
    expect(cents(after!)).toBe(balance);
  }
  expect(balance).toBe(0);

  // A quote ten days out: today's payoff plus ten times the quoted per-diem, to the cent.
  await page.getByRole('link', { name: 'Get a payoff quote for a date' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payoff quote for a date' })).toBeVisible();
  // A date past 30 days is refused by the field, and nothing is quoted.
  await page.getByLabel('Payoff date').fill(addDays(lenderToday(), 31));
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payoff date cannot be more than 30 days ahead' })).toBeVisible();
  await expect(page.getByText('Payoff amount')).toHaveCount(0);

  const date = addDays(lenderToday(), 10);
  await page.getByLabel('Payoff date').fill(date);
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: `To pay off your loan on ${formatDate(date)}` })).toBeVisible();
  const amount = cents(await figure(page, 'Payoff amount').innerText());
  const perDiem = cents(await figure(page, 'Interest per day').innerText());
  expect(cents(await figure(page, "Today's payoff balance").innerText())).toBe(Math.round(account.payoff_balance * 100));
  expect(perDiem).toBeGreaterThan(0);
  expect(amount).toBe(Math.round(account.payoff_balance * 100) + 10 * perDiem);
  await expect(figure(page, 'Good through')).toHaveText(formatDate(date));

  // Its letter, a PDF of her own.
  const letter = await page.getByRole('link', { name: /^View/ }).getAttribute('href');
  const pdf = await page.request.get(letter!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // "Pay this amount on this date": Make Payment with both filled in.
  await page.getByRole('link', { name: 'Pay this amount on this date' }).click();
  await expect(page).toHaveURL(new RegExp(`/make-payment\\?amount=`));
  await expect(page.getByRole('radio', { name: /^Other amount/ })).toBeChecked();
  await expect(page.getByLabel('Amount in dollars')).toHaveValue((amount / 100).toFixed(2));
  await expect(page.getByLabel('Payment date')).toHaveValue(date);
});

test.describe('paying a payoff quote for a later day', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a quote's amount ten days out is paid on that day (more than today's payoff), and not a cent more", async ({ page }) => {
    // A scratch customer: no autopay and nothing scheduled, so the whole quoted amount may be paid.
    const scratch = await scratchCustomer();
    const today = (await lenderAs<LoanAccount>(scratch.email, 'GET', `/api/loan_accounts/${scratch.application_id}`)).data.attributes.payoff_balance;
    const date = addDays(lenderToday(), 10);
    await signIn(page, scratch.email);
    await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.application_id}/payoff-quote?date=${date}`);
    const amount = cents(await figure(page, 'Payoff amount').innerText());
    expect(amount).toBeGreaterThan(Math.round(today * 100));
    await page.getByRole('link', { name: 'Pay this amount on this date' }).click();
    await expect(page.getByLabel('Amount in dollars')).toHaveValue((amount / 100).toFixed(2));
    await expect(page.getByLabel('Payment date')).toHaveValue(date);
    await page.getByLabel('I have read and accept the payment authorization').check();
    // A cent more than the day's payoff is refused by the field; the quoted amount goes to review.
    await page.getByLabel('Amount in dollars').fill(((amount + 1) / 100).toFixed(2));
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await expect(page.getByText(`The amount is greater than your payoff balance of $${((amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeVisible();
    await page.getByLabel('Amount in dollars').fill((amount / 100).toFixed(2));
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page).toHaveURL(/\/payments\/\d+\/thanks/);
    const { data } = await lenderAs<{ data: { attributes: { amount: number; future_effective_at: string } }[] }>(scratch.email, 'GET', `/api/transactions?application_id=${scratch.application_id}`);
    expect(data.map((t) => [Math.round(t.attributes.amount * 100), t.attributes.future_effective_at])).toContainEqual([amount, date]);
  });
});

test.describe('a bank-linked account whose balance may not cover the payment', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /** A scratch customer (with an account added by hand) who links the stand-in bank's low-balance account (sufficient_plaid_balance? false). */
  async function withLowBalanceAccount() {
    const scratch = await scratchCustomer();
    const { link_token } = await lenderAs<{ link_token: string }>(scratch.email, 'POST', '/api/plaid/link_token', { user_id: scratch.user_id });
    const bank = SANDBOX_BANKS[1];
    await lenderAs(scratch.email, 'POST', '/api/bank_accounts', {
      type: 'PLAID',
      user_id: scratch.user_id,
      public_token: sandboxPublicToken(link_token),
      metadata: { institution: { institution_id: bank.institution_id, name: bank.name }, accounts: [bank.accounts[0]] },
    });
    return scratch;
  }

  /** The bank account option whose label names the low-balance account, or the other one. */
  const accountOption = async (page: Page, low: boolean) => {
    const options = await page.getByRole('combobox', { name: 'Bank account' }).locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    return options.find(([v, label]) => v !== '' && (label ?? '').includes('Low Balance Checking') === low)![0]!;
  };

  test('is warned on review, offered a later date, and may go on', async ({ page }) => {
    const scratch = await withLowBalanceAccount();
    await signIn(page, scratch.email);
    await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.application_id}/make-payment`);
    const review = async (low: boolean) => {
      const select = page.getByRole('combobox', { name: 'Bank account' });
      const value = await accountOption(page, low);
      await page.getByRole('radio', { name: /^Other amount/ }).check();
      await page.getByLabel('Amount in dollars').fill('12.34');
      await page.getByLabel('Payment date').fill(addDays(lenderToday(), 3));
      await select.selectOption(value);
      await page.getByLabel('I have read and accept the payment authorization').check();
      await page.getByRole('button', { name: 'Review Payment' }).click();
      await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeVisible();
    };
    // The account added by hand: its balance is not known, so nothing is said.
    await review(false);
    await expect(page.getByText('Your balance may not cover this payment')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Payment' }).click();
    // The low-balance account: the warning, and "Choose a later date" goes back to the form as it was.
    await review(true);
    await expect(page.getByRole('status').filter({ hasText: 'Your balance may not cover this payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose a later date' }).click();
    await expect(page.getByLabel('Amount in dollars')).toHaveValue('12.34');
    await page.getByLabel('Payment date').fill(addDays(lenderToday(), 9));
    await page.getByRole('button', { name: 'Review Payment' }).click();
    // The customer may go on: the warning does not block Confirm.
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  });

  test('an autopay setup from it is warned before it is set up, and may go on', async ({ page }) => {
    const scratch = await withLowBalanceAccount();
    await signIn(page, scratch.email);
    await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.application_id}/make-payment?manageAutoPay=1`);
    await page.getByRole('switch', { name: 'Autopay' }).click();
    const select = page.getByRole('combobox', { name: 'Bank account' });
    const warning = page.getByRole('status').filter({ hasText: 'Your balance may not cover this payment' });
    // The account added by hand: its balance is not known, so nothing is said.
    await select.selectOption(await accountOption(page, false));
    await expect(page.getByLabel('I accept this authorization')).toBeVisible();
    await expect(warning).toHaveCount(0);
    // The low-balance account: the warning beside the authorization; "Choose a later date" goes to the start date.
    const low = await accountOption(page, true);
    await select.selectOption(low);
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Choose a later date' }).click();
    await expect(page.getByLabel('Start date')).toBeFocused();
    await page.getByLabel('Start date').fill(addDays(lenderToday(), 5));
    // The customer may go on: the warning does not block the setup.
    await page.getByLabel('I accept this authorization').check();
    await page.getByRole('button', { name: 'Set up autopay' }).click();
    await expect(page.getByText('Autopay is set up.')).toBeVisible();
    const { data } = await lenderAs<{ data: { attributes: { active_recurring_payment: { recurrable_id: number } | null } } }>(scratch.email, 'GET', `/api/applications/${scratch.application_id}`);
    expect(String(data.attributes.active_recurring_payment?.recurrable_id)).toBe(low);
  });
});
