// The documents center: ana's agreements, statements and payoff letters newest first, filtered by kind and by
// loan (a plain GET form, also without scripts), the header's link with the count of new ones; a new customer's
// documents of every kind (a payment's authorization copy and the disclosure they consented to among them)
// marked new until opened, the mark and the count following the opening; another customer's center is not
// found; staff see a customer's; Spanish words throughout.
import { expect, test, type Page } from '@playwright/test';
import { addDays, lenderToday } from '../lib/rules/dates';
import { personaIds, scheduleBankPayment, scratchCustomer, signIn, storageFor } from './support';

const documentsOf = (userId: number) => `/ui/customers/${userId}/documents`;
/** The kinds of the table's rows, top to bottom, as the Document column reads them. */
const kinds = (page: Page) => page.getByRole('table', { name: 'Documents, newest first' }).locator('tbody tr td:nth-child(2) > span > span:first-child').allInnerTexts();

test.describe('ana', () => {
  test.use({ storageState: storageFor('ana') });

  test('lists her agreements, statements and payoff letters newest first, by kind and by loan', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`);
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: /^Documents \(\d+ new\)$/ }).click();
    await expect(page).toHaveURL(documentsOf(ana.userId));
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const all = await kinds(page);
    expect(all).toEqual(expect.arrayContaining(['Loan agreement', 'Statement', 'Payoff letter']));
    const dates = await page.getByRole('table').locator('tbody tr td:first-child').allInnerTexts();
    const iso = dates.map((d) => d.replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$1-$2'));
    expect(iso).toEqual([...iso].sort().reverse());
    await expect(page.getByRole('status')).toHaveText(`${all.length} documents`);

    await page.getByLabel('Kind of document').selectOption({ label: 'Statement' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/documents\?kind=statement(&loan=)?$/);
    const statements = await kinds(page);
    expect(statements.length).toBeGreaterThan(1);
    expect(new Set(statements)).toEqual(new Set(['Statement']));
    await expect(page.getByLabel('Kind of document')).toHaveValue('statement');

    await page.getByLabel('Loan', { exact: true }).selectOption({ label: `Loan ${ana.currentApplicationId}` });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`loan=${ana.currentApplicationId}`));
    const ofLoan = page.getByRole('table').locator('tbody tr td:nth-child(3)');
    await expect(ofLoan.first()).toHaveText(`Loan ${ana.currentApplicationId}`);
    expect(new Set(await ofLoan.allInnerTexts())).toEqual(new Set([`Loan ${ana.currentApplicationId}`]));
    expect((await kinds(page)).length).toBeLessThan(statements.length + 1);
  });

  test('filters without scripts too, and a made-up filter in the address is no filter', async ({ browser }) => {
    const ana = await personaIds('ana@example.com');
    const context = await browser.newContext({ storageState: storageFor('ana'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(documentsOf(ana.userId));
    await page.getByLabel('Kind of document').selectOption('payoff_letter');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/kind=payoff_letter/);
    expect(new Set(await kinds(page))).toEqual(new Set(['Payoff letter']));
    const res = await page.goto(`${documentsOf(ana.userId)}?kind=%27%3Bdrop&loan=abc&page=-4`);
    expect(res?.status()).toBe(200);
    expect((await kinds(page)).length).toBeGreaterThan(2);
    await context.close();
  });

  test("another customer's documents center is not found", async ({ page }) => {
    const ben = await personaIds('ben@example.com');
    expect((await page.goto(documentsOf(ben.userId)))?.status()).toBe(404);
  });

  test('in Spanish', async ({ browser }) => {
    const ana = await personaIds('ana@example.com');
    const context = await browser.newContext({ storageState: storageFor('ana'), locale: 'es-US' });
    await context.addCookies([{ name: 'portal_locale', value: 'es-US', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.goto(documentsOf(ana.userId));
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /.+/ }).first().getByRole('link', { name: /^Documentos \(\d+ nuevos?\)$/ })).toBeVisible();
    expect(await page.getByRole('table', { name: 'Documentos, del más reciente al más antiguo' }).locator('tbody tr td:nth-child(2) > span > span:first-child').allInnerTexts()).toEqual(
      expect.arrayContaining(['Contrato de préstamo', 'Estado de cuenta', 'Carta de liquidación']),
    );
    await context.close();
  });
});

test.describe('a new customer', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees every kind: an agreement, a statement, a payoff letter, an authorization copy and a notice, each new until opened, and the header counts them', async ({ page }) => {
    const customer = await scratchCustomer();
    // A one-time bank payment scheduled: the lender keeps a copy of the authorization among the documents.
    await scheduleBankPayment(customer.email, '27.13', addDays(lenderToday(), 4));
    await signIn(page, customer.email);
    await page.goto(documentsOf(customer.user_id));
    const header = page.getByRole('navigation', { name: 'Main' });
    // The notice: the electronic delivery disclosure the customer consented to.
    const every = ['Loan agreement', 'Statement', 'Payoff letter', 'Copy of a payment authorization', 'Electronic delivery disclosure'];
    expect(await kinds(page)).toEqual(expect.arrayContaining(every));
    for (const kind of every) await expect(page.getByRole('row').filter({ hasText: kind }).first().getByText('New', { exact: true })).toBeVisible();
    const marks = page.getByRole('table').getByText('New', { exact: true });
    const count = await marks.count();
    expect(count).toBeGreaterThan(every.length - 1);
    await expect(header.getByRole('link', { name: `Documents (${count} new)` })).toBeVisible();
    const letter = page.getByRole('row').filter({ hasText: 'Payoff letter' });
    await expect(letter.getByText('New', { exact: true })).toBeVisible();
    const [pdf] = await Promise.all([page.waitForEvent('popup'), letter.getByRole('link', { name: /^Open/ }).click()]);
    await pdf.waitForLoadState();
    await pdf.close();
    await page.reload();
    await expect(letter.getByText('New', { exact: true })).toHaveCount(0);
    await expect(marks).toHaveCount(count - 1);
    await expect(header.getByRole('link', { name: `Documents (${count - 1} new)` })).toBeVisible();
  });
});

test.describe('care (staff)', () => {
  test.use({ storageState: storageFor('care') });

  test("sees a customer's documents, and opening one leaves it new", async ({ page }) => {
    const customer = await scratchCustomer();
    // From the staff banner of the customer's Account Preferences.
    await page.goto(`/ui/customers/${customer.user_id}/edit`);
    await page.getByRole('note', { name: 'Staff view' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(documentsOf(customer.user_id));
    const letter = page.getByRole('row').filter({ hasText: 'Payoff letter' });
    const opened = await page.request.get((await letter.getByRole('link', { name: /^Open/ }).getAttribute('href'))!);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    await page.reload();
    await expect(letter.getByText('New', { exact: true })).toBeVisible();
    // Staff have no documents link of their own in the header.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Documents/ })).toHaveCount(0);
  });
});
