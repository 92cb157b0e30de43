// Bank accounts and autopay: nia (no bank account) starts on add bank account, adds one by hand
// and pays; a bank account linked through the stand-in dialog; ana changes, cancels and re-enrols her
// autopay (restored at the end); ben's toggle is disabled (past due); cara needs a note (probation).
// Every persona's state is put back: nia's accounts and payment removed, ana's autopay as seeded,
// cara's set-up cancelled.
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { personaIds, sandboxToken, storageFor } from './support';

const today = lenderToday();

async function paymentPath(email: string, query = '') {
  const ids = await personaIds(email);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment${query}`;
}

async function api(email: string) {
  const token = await sandboxToken(email);
  const ids = await personaIds(email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    ids,
    async bankAccounts() {
      const res = await fetch(`${sandboxURL}/api/bank_accounts?user_id=${ids.userId}`, { headers });
      return ((await res.json()) as { data: { id: number; attributes: { name: string; active_recurring_payment: boolean } }[] }).data;
    },
    async removeBankAccount(id: number) {
      return (await fetch(`${sandboxURL}/api/bank_accounts/${id}`, { method: 'DELETE', headers })).status;
    },
    async autopay() {
      const res = await fetch(`${sandboxURL}/api/applications/${ids.currentApplicationId}`, { headers });
      return ((await res.json()) as { data: { attributes: { active_recurring_payment: { id: number; amount: number; recurrable_id: number; next_transaction_date: string } | null } } }).data.attributes
        .active_recurring_payment;
    },
    async cancelAutopay(id: number) {
      return (await fetch(`${sandboxURL}/api/recurring_payments/${id}`, { method: 'DELETE', headers })).status;
    },
    async transactions() {
      const res = await fetch(`${sandboxURL}/api/transactions?application_id=${ids.currentApplicationId}`, { headers });
      return ((await res.json()) as { data: { id: number; attributes: { status: string } }[] }).data;
    },
    async cancelTransaction(id: number) {
      return (await fetch(`${sandboxURL}/api/transactions/${id}`, { method: 'DELETE', headers })).status;
    },
  };
}

const bankSteps = (page: Page) => page.getByRole('navigation', { name: 'Bank payment steps' });

test.describe('nia (no bank account)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageFor('nia') });

  test.afterAll(async () => {
    const nia = await api('nia@example.com');
    for (const t of await nia.transactions()) if (t.attributes.status !== 'cancelled') await nia.cancelTransaction(t.id);
    for (const b of await nia.bankAccounts()) await nia.removeBankAccount(b.id);
  });

  test('starts on add bank account, adds one by hand (every message, Add disabled until valid), then pays', async ({ page }) => {
    const nia = await api('nia@example.com');
    for (const b of await nia.bankAccounts()) await nia.removeBankAccount(b.id);
    await page.goto(await paymentPath('nia@example.com'));
    await expect(bankSteps(page).getByRole('button', { name: 'Add bank account' })).toHaveAttribute('aria-current', 'step');
    const add = page.getByRole('button', { name: 'Add bank account', exact: true }).last();
    await expect(add).toBeDisabled();

    const routing = page.getByLabel('Routing number');
    await routing.fill('123456789');
    await routing.blur();
    await expect(page.getByText('Invalid routing number')).toBeVisible();
    await expect(routing).toHaveAttribute('aria-invalid', 'true');
    await routing.fill('02a1-000021');
    await expect(routing).toHaveValue('021000021');
    await expect(page.getByText('Invalid routing number')).toHaveCount(0);

    const account = page.getByLabel('Account number');
    await account.fill('12');
    await account.blur();
    await expect(page.getByText('Invalid account number')).toBeVisible();
    await account.fill('123456789012345678901');
    await expect(account).toHaveValue('12345678901234567'); // at most 17 digits
    await account.fill('44445555');
    await expect(page.getByText('Invalid account number')).toHaveCount(0);

    const bankName = page.getByLabel('Bank name');
    await bankName.fill('');
    await bankName.blur();
    await expect(page.getByText('Bank name is required')).toBeVisible();
    await expect(bankName).toHaveAttribute('maxlength', '30');
    await bankName.fill('Nia Test Bank');
    await expect(add).toBeDisabled(); // no type yet
    await page.getByLabel('Account type').selectOption('Checking');
    await expect(add).toBeEnabled();
    await add.click();

    await expect(bankSteps(page).getByRole('button', { name: 'Make a payment' })).toHaveAttribute('aria-current', 'step');
    const select = page.getByRole('combobox', { name: 'Bank account' });
    await expect(select.locator('option', { hasText: '••••5555' })).toHaveCount(1);
    await select.selectOption({ label: (await select.locator('option', { hasText: '••••5555' }).textContent())! });
    await page.getByRole('radio', { name: /^Other amount/ }).check();
    await page.getByLabel('Amount in dollars').fill('31.17');
    await page.getByLabel('Payment date').fill(addDays(today, 7));
    await page.getByLabel('I have read and accept the payment authorization').check();
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/);
    await expect(page.getByText(`Your payment of $31.17 is scheduled for ${formatDate(addDays(today, 7))}.`)).toBeVisible();
  });

  test('links a bank account through the stand-in dialog', async ({ page }) => {
    await page.goto(await paymentPath('nia@example.com'));
    await bankSteps(page).getByRole('button', { name: 'Add bank account' }).click();
    await page.getByRole('button', { name: 'Link your bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link your bank' });
    await expect(dialog).toBeVisible();
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Sandbox National Bank' }).check();
    await dialog.getByRole('radio', { name: /Everyday Checking/ }).check();
    await cont.click();
    await expect(dialog).toHaveCount(0);
    await expect(bankSteps(page).getByRole('button', { name: 'Make a payment' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('combobox', { name: 'Bank account' }).locator('option', { hasText: 'Everyday Checking ••••0001' })).toHaveCount(1);
    const nia = await api('nia@example.com');
    expect((await nia.bankAccounts()).some((b) => b.attributes.name === 'Everyday Checking')).toBe(true);
  });

  test('a failed bank link says so', async ({ page }) => {
    await page.route('**/api/plaid/link_token', (route) => route.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }));
    await page.goto(await paymentPath('nia@example.com'));
    await bankSteps(page).getByRole('button', { name: 'Add bank account' }).click();
    await page.getByRole('button', { name: 'Link your bank' }).click();
    await expect(page.getByText('There was an error with your request. Please refresh and try again.')).toBeVisible();
  });
});

test.describe('ana (autopay on)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageFor('ana') });

  let seeded: { amount: number; recurrable_id: number; next_transaction_date: string };
  test.beforeAll(async () => {
    const a = await (await api('ana@example.com')).autopay();
    seeded = { amount: a!.amount, recurrable_id: a!.recurrable_id, next_transaction_date: a!.next_transaction_date };
  });

  test('the summary shows amount, day, account and next debit; Manage Autopay opens the step', async ({ page }) => {
    await page.goto(await paymentPath('ana@example.com'));
    const summary = page.getByRole('region', { name: 'Autopay is on' });
    await expect(summary).toContainText('$187.50');
    await expect(summary).toContainText(formatDate(seeded.next_transaction_date));
    await expect(summary).toContainText('of each month');
    await summary.getByRole('link', { name: 'Make an Additional Payment' }).click();
    await expect(bankSteps(page).getByRole('button', { name: 'Make a payment' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('region', { name: 'Autopay is on' })).toHaveCount(0);
    await page.goto(await paymentPath('ana@example.com'));
    await page.getByRole('region', { name: 'Autopay is on' }).getByRole('link', { name: 'Manage Autopay' }).click();
    await expect(bankSteps(page).getByRole('button', { name: 'Manage autopay' })).toHaveAttribute('aria-current', 'step');
  });

  test('changes the amount: below the minimum or above the payoff balance is refused, then a valid amount is saved', async ({ page }) => {
    await page.goto(await paymentPath('ana@example.com', '?manageAutoPay=1'));
    const amount = page.getByLabel('Monthly amount ($)');
    const extra = page.getByLabel('Extra amount ($, optional)');
    // One debit never takes more than the payoff balance ($2,431.18): the most is said by the field.
    await amount.fill('5000');
    await expect(page.getByText('The monthly amount is greater than your payoff balance of $2,431.18')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('2000');
    await extra.fill('500');
    await expect(page.getByText('The monthly amount plus the extra amount must be at most your payoff balance of $2,431.18: the extra amount can be up to $431.18')).toBeVisible();
    await expect(extra).toHaveAttribute('aria-invalid', 'true');
    await extra.fill('');
    await amount.fill('150');
    await expect(page.getByText('Less than minimum monthly payment')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/I authorize .* to debit \$150\.00 from the bank account ending in 6789/)).toBeVisible();
    await page.getByLabel('I accept this authorization').check();
    await page.getByRole('button', { name: 'Save autopay changes' }).click();
    expect((await (await api('ana@example.com')).autopay())!.amount).toBe(187.5);

    await amount.fill('190');
    await expect(page.getByText('Less than minimum monthly payment')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save autopay changes' }).click();
    await expect(page.getByText('Your autopay was changed.')).toBeVisible();
    await expect.poll(async () => (await (await api('ana@example.com')).autopay())!.amount).toBe(190);
  });

  test('cancels autopay (its account can then be removed no longer blocked) and re-enrols as before', async ({ page }) => {
    await page.goto(await paymentPath('ana@example.com', '?manageAutoPay=1'));
    await page.getByRole('switch', { name: 'Autopay' }).click();
    await expect(page.getByText('Cancelling autopay needs 72 hours notice before the next debit.')).toBeVisible();
    await expect(page.getByText(/before 2:00 AM Mountain Time/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel autopay' }).click();
    await expect(page.getByText('Your autopay was cancelled.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Autopay' })).toHaveAttribute('aria-checked', 'false');
    expect(await (await api('ana@example.com')).autopay()).toBeNull();

    // Re-enrol: the seeded amount, the same account, the same next debit date.
    await page.getByRole('switch', { name: 'Autopay' }).click();
    await page.getByLabel('Monthly amount ($)').fill(String(seeded.amount));
    await page.getByLabel('Start date').fill(seeded.next_transaction_date);
    await page.getByRole('combobox', { name: 'Bank account' }).selectOption(String(seeded.recurrable_id));
    await page.getByLabel('I accept this authorization').check();
    await page.getByRole('button', { name: 'Set up autopay' }).click();
    await expect(page.getByText('Autopay is set up.')).toBeVisible();
    await expect
      .poll(async () => (await (await api('ana@example.com')).autopay()) ?? null)
      .toMatchObject({ amount: seeded.amount, recurrable_id: seeded.recurrable_id, next_transaction_date: seeded.next_transaction_date });
  });
});

test.describe('ben (past due)', () => {
  test.use({ storageState: storageFor('ben') });

  test('cannot use the autopay toggle', async ({ page }) => {
    await page.goto(await paymentPath('ben@example.com', '?manageAutoPay=1'));
    await expect(page.getByRole('switch', { name: 'Autopay' })).toBeDisabled();
    await expect(page.getByText(/while your loan is past due/)).toBeVisible();
  });
});

test.describe('cara (payment probation)', () => {
  test.use({ storageState: storageFor('cara') });

  test.afterAll(async () => {
    const cara = await api('cara@example.com');
    const active = await cara.autopay();
    if (active) await cara.cancelAutopay(active.id);
  });

  test('must write a note to set up autopay', async ({ page }) => {
    await page.goto(await paymentPath('cara@example.com', '?manageAutoPay=1'));
    await page.getByRole('switch', { name: 'Autopay' }).click();
    await page.getByLabel('Start date').fill(addDays(today, 10));
    await page.getByLabel('I accept this authorization').check();
    await page.getByRole('button', { name: 'Set up autopay' }).click();
    await expect(page.getByText('Please write a note: you are on payment probation')).toBeVisible();
    expect(await (await api('cara@example.com')).autopay()).toBeNull();
    await page.getByLabel('Note (required)').fill('My paycheck arrives on the 1st.');
    await page.getByRole('button', { name: 'Set up autopay' }).click();
    await expect(page.getByText('Autopay is set up.')).toBeVisible();
  });
});
