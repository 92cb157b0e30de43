// Due dates in the calendar. ana downloads her loan's file from the loan page and from the schedule, and it
// parses (the tests' own reader, e2e/ics.ts) with her coming due dates, her autopay debit and the 2:00 AM
// Mountain Time cut-off before it at the right UTC instant. A customer of the test's own makes a private
// address in Account Preferences (step-up in place), which answers without a session with their events,
// is revoked (404) and made anew (the old one stays 404), in English and then, once they choose Spanish,
// in Spanish; the download follows the page's language.
import { readFileSync } from 'node:fs';
import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { addDays, lenderToday } from '../lib/rules/dates';
import { autopayCancelDeadline } from '../lib/rules/autopay';
import { events, lineProblems, parseIcs, prop, text, zonedToUtc, type Component } from './ics';
import { answerStepUp, lenderAs, personaIds, scratchCustomer, signIn, storageFor } from './support';

// Journeys on a busy two-core machine.
test.setTimeout(120_000);

interface Schedule {
  data: { installments: { due_date: string; amount: number; status: string }[] };
}
interface LoanAccount {
  data: { attributes: { current_due_date: string } };
}
interface Application {
  data: { attributes: { active_recurring_payment: { next_transaction_date: string; total_amount: number } | null } };
}

const compact = (date: string) => date.replaceAll('-', '');
const byUid = (cal: Component, uid: RegExp) => events(cal).filter((e) => uid.test(prop(e, 'UID')!.value));
const startDate = (e: Component) => prop(e, 'DTSTART')!.value;

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  return readFileSync((await file.path())!, 'utf8');
}

/** The coming installments' dates as the lender's schedule has them. */
async function comingDates(email: string, applicationId: number): Promise<string[]> {
  const schedule = await lenderAs<Schedule>(email, 'GET', `/api/loan_accounts/${applicationId}/repayment_schedule`);
  return schedule.data.installments.filter((i) => (i.status === 'due' || i.status === 'scheduled') && i.due_date >= lenderToday()).map((i) => i.due_date);
}

test.describe('the download', () => {
  test.use({ storageState: storageFor('ana') });

  test("ana's file from the loan page and the schedule: her due dates, her autopay and its cut-off in Mountain Time", async ({ page }) => {
    const ids = await personaIds('ana@example.com');
    const appId = ids.currentApplicationId!;
    const base = `/ui/customers/${ids.userId}/applications/${appId}`;
    const [dues, account, application] = await Promise.all([
      comingDates('ana@example.com', appId),
      lenderAs<LoanAccount>('ana@example.com', 'GET', `/api/loan_accounts/${appId}`),
      lenderAs<Application>('ana@example.com', 'GET', `/api/applications/${appId}`),
    ]);

    await page.goto(base);
    const ics = await download(page, 'Add the due dates to your calendar');
    expect(lineProblems(ics)).toEqual([]);
    const cal = parseIcs(ics);
    expect(prop(cal, 'METHOD')?.value).toBe('PUBLISH');
    expect(prop(cal, 'PRODID')?.value).toMatch(/^-\/\//);

    // Every coming due date, and only those, as an all-day event on its day; the first is her due date.
    const dueEvents = byUid(cal, new RegExp(`^due-${appId}-`));
    expect(dueEvents.map(startDate)).toEqual(dues.map(compact));
    expect(dueEvents.every((e) => prop(e, 'DTSTART')!.params.VALUE === 'DATE')).toBe(true);
    expect(startDate(dueEvents[0]!)).toBe(compact(account.data.attributes.current_due_date));
    expect(text(dueEvents[0]!, 'SUMMARY')).toMatch(/^Loan payment due: \$[\d,]+\.\d\d$/);
    expect(text(dueEvents[0]!, 'DESCRIPTION')).toContain(`${base}`);

    // Her autopay's next debit, and the last moment to cancel it: 2:00 AM Mountain Time three days before,
    // placed by the file's own time zone at the instant the autopay rule says.
    const autopay = application.data.attributes.active_recurring_payment!;
    const debit = byUid(cal, new RegExp(`^autopay-${appId}-${autopay.next_transaction_date}@`));
    expect(debit.map(startDate)).toEqual([compact(autopay.next_transaction_date)]);
    const cutoff = byUid(cal, new RegExp(`^autopay-cutoff-${appId}-`));
    if (addDays(autopay.next_transaction_date, -3) >= lenderToday()) {
      expect(cutoff).toHaveLength(1);
      expect(prop(cutoff[0]!, 'DTSTART')!.params.TZID).toBe('America/Denver');
      expect(zonedToUtc(cal, 'America/Denver', startDate(cutoff[0]!)).toISOString()).toBe(autopayCancelDeadline(autopay.next_transaction_date).toISOString());
    } else expect(cutoff).toHaveLength(0);

    // The same file from the schedule's own screen, with the same stable UIDs.
    await page.goto(`${base}/schedule`);
    const again = parseIcs(await download(page, 'Add the due dates to your calendar'));
    expect(events(again).map((e) => prop(e, 'UID')!.value)).toEqual(events(cal).map((e) => prop(e, 'UID')!.value));
  });
});

/** A signed-in page of a new customer of the test's own. */
async function newCustomer(browser: Browser) {
  const customer = await scratchCustomer();
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ name: 'portal_locale', value: 'en-US', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await signIn(page, customer.email);
  return { customer, context, page };
}

test('a private address: made (step-up), read without a session, revoked (404), made anew; then in Spanish', async ({ browser, baseURL }) => {
  const { customer, context, page } = await newCustomer(browser);
  const dues = await comingDates(customer.email, customer.application_id);
  expect(dues.length).toBeGreaterThan(0);
  const anonymous = await apiRequest.newContext({ baseURL });
  const read = (url: string) => anonymous.get(url);

  await page.goto(`/ui/customers/${customer.user_id}/edit`);
  const section = page.getByRole('region', { name: 'Due dates in your calendar' });
  await expect(section.getByText('You have no calendar address.')).toBeVisible();
  await section.getByRole('button', { name: 'Make a calendar address' }).click();
  await answerStepUp(page);
  const field = section.getByLabel('Your calendar address');
  await expect(field).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/Copy it into your calendar app now/);
  const first = await field.inputValue();
  expect(first).toMatch(/\/files\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await section.getByRole('button', { name: 'Copy the address' }).click();
  await expect(section.getByRole('status')).toHaveText('The address is copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app, without a session: the customer's due dates.
  const feed = await read(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const body = await feed.text();
  expect(lineProblems(body)).toEqual([]);
  const cal = parseIcs(body);
  expect(byUid(cal, new RegExp(`^due-${customer.application_id}-`)).map(startDate)).toEqual(dues.map(compact));
  expect(text(events(cal)[0]!, 'SUMMARY')).toMatch(/^Loan payment due: /);

  // After a reload only its date shows (the lender keeps the hash), and when a calendar app last read it.
  await page.reload();
  await expect(section.getByText(/^You have a calendar address, made on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  await expect(section.getByText(/^Last read by a calendar app on /)).toBeVisible();
  await expect(section.getByLabel('Your calendar address')).toHaveCount(0);

  // Revoked: the address is not found, as a guessed one is.
  await section.getByRole('button', { name: 'Revoke the address' }).click();
  await expect(section.getByRole('button', { name: 'Yes, revoke it' })).toBeFocused();
  await section.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(section.getByRole('status')).toHaveText('The calendar address is revoked. It no longer works.');
  expect((await read(first)).status()).toBe(404);
  expect((await read(first.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'Q'.repeat(43)}.ics`))).status()).toBe(404);
  expect((await read('/files/calendar-feed/not-a-secret')).status()).toBe(404);
  await expect(section.getByText('You have no calendar address.')).toBeVisible();

  // Made anew (still within the step-up window): a new address works, the old one stays gone.
  await section.getByRole('button', { name: 'Make a calendar address' }).click();
  await expect(section.getByLabel('Your calendar address')).toBeVisible();
  const second = await section.getByLabel('Your calendar address').inputValue();
  expect(second).not.toBe(first);
  expect((await read(second)).status()).toBe(200);
  expect((await read(first)).status()).toBe(404);

  // The customer chooses Spanish: the address speaks it, and so does the download from a Spanish page.
  await lenderAs(customer.email, 'POST', '/api/users/preferences', { id: customer.user_id, preferred_locale: 'es-US' });
  const spanish = parseIcs(await (await read(second)).text());
  expect(text(spanish, 'X-WR-CALNAME')).toBe('Pagos del préstamo');
  expect(text(events(spanish)[0]!, 'SUMMARY')).toMatch(/^Vence el pago del préstamo: \$[\d,]+\.\d\d$/);
  await context.addCookies([{ name: 'portal_locale', value: 'es-US', url: baseURL! }]);
  await page.goto(`/ui/customers/${customer.user_id}/applications/${customer.application_id}/schedule`);
  const file = parseIcs(await download(page, 'Agregar las fechas de vencimiento a su calendario'));
  expect(byUid(file, new RegExp(`^due-${customer.application_id}-`)).map(startDate)).toEqual(dues.map(compact));
  expect(text(events(file)[0]!, 'SUMMARY')).toMatch(/^Vence el pago del préstamo: /);

  await anonymous.dispose();
  await context.close();
});
