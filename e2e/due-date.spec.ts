// Moving the due date, as borrowers use it: an eligible customer (a scratch one with autopay) picks a day,
// sees the preview, confirms with the password (step-up), and the schedule and autopay follow (autopay by
// its new authorization); an ineligible one (ben, past due) reads the lender's reasons. Staff see the moves.
import { expect, test } from '@playwright/test';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../lib/rules/autopay';
import { answerStepUp, lenderAs, personaIds, recentMessagesTo, scratchCustomer, signIn, storageFor } from './support';

// A long journey on a busy two-core machine.
test.setTimeout(150_000);

const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

interface LoanAccount {
  data: { attributes: { current_due_date: string; payoff_balance: number } };
}
interface Application {
  data: { attributes: { active_recurring_payment: { next_transaction_date: string; payment_day: number } | null } };
}

/** A day 1 to 10 days after the due date that every month has: the later due date, in this test's own arithmetic. */
function laterDay(due: string) {
  for (let k = 1; k <= 10; k++) {
    const date = addDays(due, k);
    if (Number(date.slice(8)) <= 28) return { k, date, day: Number(date.slice(8)) };
  }
  throw new Error('no day');
}

const figure = (page: import('@playwright/test').Page, label: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test.describe('an eligible customer with autopay', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('moves the due date: the schedule and autopay follow, a receipt is sent, staff see the move', async ({ page, browser }) => {
    const scratch = await scratchCustomer();
    const appPath = `/api/loan_accounts/${scratch.application_id}`;
    const { current_due_date: due } = (await lenderAs<LoanAccount>(scratch.email, 'GET', appPath)).data.attributes;
    // Autopay on the due date, authorized as the autopay form would.
    await lenderAs(scratch.email, 'POST', '/api/recurring_payments', {
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
      recurring_payment: { application_id: scratch.application_id, amount: 250, amount_extra: 0, start_date: due, recurrable_type: 'BankAccount', recurrable_id: scratch.bank_account_id },
    });
    const perDiem = cents(String((await lenderAs<{ data: { per_diem: number } }>(scratch.email, 'GET', `${appPath}/payoff_quote?date=${lenderToday()}`)).data.per_diem));
    const { k, date, day } = laterDay(due);

    await signIn(page, scratch.email);
    const base = `/ui/customers/${scratch.user_id}/applications/${scratch.application_id}`;
    await page.goto(base);
    await page.getByRole('region', { name: 'Your next payments' }).getByRole('link', { name: 'Move your due date' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Move your due date' })).toBeVisible();
    await expect(page.getByText(`Your next payment is due on ${formatDate(due)}.`)).toBeVisible();

    // A day out of range: the message by the field, no preview.
    const dayField = page.getByLabel('New due day (day of the month)');
    await dayField.fill('40');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a day from 1 to 28' })).toBeVisible();
    await expect(dayField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('First new due date')).toHaveCount(0);

    // The preview: the first new due date k days later, k days of the per-diem added.
    await dayField.fill(String(day));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: `If your payments are due on day ${day}` })).toBeVisible();
    await expect(figure(page, 'Current due date')).toHaveText(formatDate(due));
    await expect(figure(page, 'First new due date')).toHaveText(formatDate(date));
    expect(cents(await figure(page, 'Interest the move adds').innerText())).toBe(k * perDiem);
    await expect(page.getByText(`Your autopay's next debit stays on ${formatDate(due)} unless you move it too.`)).toBeVisible();

    // Autopay moves too, only with its new authorization accepted. The preview is a new page: under load a box
    // checked before its scripts hydrate may be set back, so the test does what a person would and checks it
    // again until the authorization shows (the scripts are then in, and the Confirm press below is theirs).
    const moveToo = page.getByRole('checkbox', { name: `Move my autopay too: its next debit on ${formatDate(date)}` });
    await expect(async () => {
      await moveToo.check();
      await expect(page.getByRole('heading', { name: 'New autopay authorization' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: 'Confirm new due date' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'accept the new autopay authorization' })).toBeVisible();
    await expect(page.getByText(`on day ${day} of each month`, { exact: false }).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the new autopay authorization' }).check();
    await page.getByRole('button', { name: 'Confirm new due date' }).click();
    await answerStepUp(page);

    const moved = page.getByRole('status').filter({ hasText: 'Your due date has moved' });
    await expect(moved).toBeVisible();
    await expect(moved).toContainText(`Your first new due date is ${formatDate(date)}`);
    await expect(moved).toContainText(`Your autopay's next debit is on ${formatDate(date)}.`);
    // The copy of autopay's new authorization, from the page as from the e-mail.
    await expect(moved.getByRole('link', { name: /^Your copy of the authorization/ })).toHaveAttribute('href', /^\/files\/\d+\/url_proxy$/);
    // Moved once: now the lender's reason why not again.
    await page.goto(`${base}/due-date`);
    await expect(page.getByText('The due date was moved in the last 12 months.')).toBeVisible();

    // The schedule follows: the next installment on the new date, every later one on the new day.
    await page.getByRole('link', { name: 'See your repayment schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment schedule' })).toBeVisible();
    const rows = await page.locator('main table tbody tr').evaluateAll((trs) => trs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    const coming = rows.filter((r) => r[6] === 'Next due' || r[6] === 'Scheduled');
    expect(coming[0]![1]).toBe(formatDate(date));
    for (const r of coming) expect(Number(r[1]!.slice(3, 5))).toBe(day);
    // Autopay follows, under the authorization accepted now.
    const autopay = (await lenderAs<Application>(scratch.email, 'GET', `/api/applications/${scratch.application_id}`)).data.attributes.active_recurring_payment!;
    expect(autopay).toMatchObject({ next_transaction_date: date, payment_day: day });
    // One e-mail: the receipt of the move, carrying the receipt of autopay's new authorization with its copy.
    const mail = await recentMessagesTo(scratch.email);
    const receipts = mail.filter((body) => body.includes(`First new due date: ${formatDate(date)}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain(`starting ${formatDate(date)}`);
    expect(receipts[0]).toMatch(/\/files\/\d+\/url_proxy/);
    // No second e-mail for the new authorization (the set-up's own receipt, from before, is the only other).
    expect(mail.filter((body) => body.includes('You authorized autopay of') && body.includes(`starting ${formatDate(date)}`))).toHaveLength(1);

    // Staff see the move, read-only.
    const staff = await browser.newContext({ storageState: storageFor('care') });
    const staffPage = await staff.newPage();
    await staffPage.goto(`${base}/due-date`);
    const history = staffPage.getByRole('region', { name: 'Due date moves' });
    await expect(history.getByRole('cell', { name: formatDate(date) })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Confirm new due date' })).toHaveCount(0);
    await staff.close();
  });
});

test.describe('an ineligible customer', () => {
  test.use({ storageState: storageFor('ben') });

  test("ben (past due) reads the lender's reasons, and no day to pick", async ({ page }) => {
    const ids = await personaIds('ben@example.com');
    await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/due-date`);
    const reasons = page.getByRole('region', { name: 'Your due date cannot be moved now' });
    await expect(reasons).toContainText('The due date cannot be moved while the loan is past due.');
    await expect(page.getByLabel('New due day (day of the month)')).toHaveCount(0);
    // Asked for a day anyway (a saved address): still only the reasons, nothing previewed.
    await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/due-date?day=12`);
    await expect(reasons).toBeVisible();
    await expect(page.getByText('First new due date')).toHaveCount(0);
  });
});
