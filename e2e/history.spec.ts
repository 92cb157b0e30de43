// Payment history, statements and the mailbox, as ana, fay, nia, ben and a staff member see them.
import { expect, test, type Page } from '@playwright/test';
import { personaIds, scratchCustomer, signInContext, storageFor } from './support';

const loanArea = async (email: string) => {
  const ids = await personaIds(email);
  return { ...ids, base: `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}` };
};

const completedRows = (page: Page) =>
  page.getByRole('region', { name: 'Completed payments' }).getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('payment history', () => {
  test.use({ storageState: storageFor('ana') });

  test('ana sees her payments with a child under its parent, a returned payment, the kept recovery codes and her chart', async ({ page }) => {
    const ana = await loanArea('ana@example.com');
    await page.goto(ana.base);
    await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(`${ana.base}/payments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment History');

    // Completed: 7 payments and the child right under its parent.
    const rows = completedRows(page);
    await expect(rows).toHaveCount(8);
    const childIndex = (await rows.allInnerTexts()).findIndex((text) => text.includes('Additional Principal'));
    expect(childIndex).toBeGreaterThan(0);
    await expect(rows.nth(childIndex)).toContainText('Part of the payment of');
    await expect(rows.nth(childIndex)).toContainText('$12.50');
    await expect(rows.nth(childIndex - 1)).toContainText('$200.00');
    await expect(rows.filter({ hasText: 'DEBIT-4417' })).toContainText('DEBIT');
    await expect(rows.filter({ hasText: /Returned \d\d\/\d\d\/\d{4}/ })).toHaveCount(1);

    // Recovery: 600 and 602 kept, 610 dropped.
    const recovery = page.getByRole('region', { name: 'Recovery payments' });
    await expect(recovery).toContainText('REC-2201');
    await expect(recovery).toContainText('REC-2202');
    await expect(recovery).toContainText('$40.00');
    await expect(page.getByText('REC-2203')).toHaveCount(0);

    // The chart, drawn on the server, with its text alternative.
    const chart = page.getByRole('img', { name: /Your balance over time.*from \$3,500\.00 .* to \$2,431\.18/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg path').first()).toHaveAttribute('d', /^M/);
    await page.getByText('Show the balance by month').click();
    const byMonth = page.getByRole('table', { name: 'Balance at the end of each month' }).getByRole('row');
    await expect(byMonth.nth(1)).toContainText('$3,500.00');
    await expect(byMonth.last()).toContainText('$2,431.18');
  });

  test('the history sorts by date with plain links', async ({ page }) => {
    const ana = await loanArea('ana@example.com');
    await page.goto(`${ana.base}/payments`);
    const dates = async () =>
      (await completedRows(page).locator('td:first-child').allInnerTexts()).map((t) => /(\d\d)\/(\d\d)\/(\d{4})/.exec(t)!).map((m) => `${m[3]}-${m[1]}-${m[2]}`);
    const newestFirst = await dates();
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    await page.getByRole('link', { name: 'Oldest first' }).click();
    await expect(page).toHaveURL(/\?sort=asc$/);
    await expect(page.getByRole('link', { name: 'Oldest first' })).toHaveAttribute('aria-current', 'true');
    const oldestFirst = await dates();
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect(oldestFirst[0]).toBe(newestFirst.at(-1));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the sort links still work', async ({ page }) => {
      const ana = await loanArea('ana@example.com');
      await page.goto(`${ana.base}/payments`);
      await page.getByRole('link', { name: 'Oldest first' }).click();
      await expect(page).toHaveURL(/\?sort=asc$/);
      await expect(page.getByRole('columnheader', { name: 'Date paid' })).toHaveAttribute('aria-sort', 'ascending');
    });
  });
});

test.describe('recovery payments beyond the lender\'s first page', () => {
  test('120 entries of mixed codes: every kept one is reached, the pages count only kept ones', async ({ page }) => {
    // The newest 50 entries hold no kept code; 60 of the older 70 do (see the sandbox's load tool).
    const c = await scratchCustomer({ recovery: 120 });
    await signInContext(page, c.email);
    const base = `/ui/customers/${c.user_id}/applications/${c.application_id}/payments`;
    await page.goto(base);
    const recovery = page.getByRole('region', { name: 'Recovery payments' });
    const rows = recovery.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('REC-600-51');
    await expect(recovery.getByText(/REC-(610|611|605|612)-/)).toHaveCount(0);
    const pager = page.getByRole('navigation', { name: 'Pages of recovery payments' });
    await expect(pager).toBeVisible();
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${base}?rpage=2`);
    await expect(rows).toHaveCount(10);
    await expect(rows.last()).toContainText('REC-604-119');
    await expect(recovery.getByText(/REC-(610|611|605|612)-/)).toHaveCount(0);
  });
});

test.describe('statements', () => {
  test.use({ storageState: storageFor('ana') });

  test("ana opens a statement and its PDF, to view and to download; another customer's is not found", async ({ page, browser }) => {
    const ana = await loanArea('ana@example.com');
    await page.goto(`${ana.base}/statements`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statements');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('$2,431.18');
    await expect(rows.first()).toContainText('$187.50');

    await rows.first().getByRole('link', { name: /View statement/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ui/statements/\\d+\\?application_id=${ana.currentApplicationId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Statement of \d\d\/\d\d\/\d{4}$/);
    await expect(page.getByText('Payoff balance')).toBeVisible();
    await expect(page.getByText('$2,431.18')).toBeVisible();

    const view = page.getByRole('link', { name: /View PDF/ });
    await expect(view).toHaveAttribute('target', '_blank');
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/files\/\d+\/url_proxy$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${href}?download=1`);
    const download = await page.request.get(`${href}?download=1`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="statement-\d{4}-\d\d-\d\d\.pdf"$/);

    // Ben opens ana's statement page and its PDF: not found.
    const statementUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const ben = await browser.newContext({ storageState: storageFor('ben') });
    const benPage = await ben.newPage();
    const res = await benPage.goto(statementUrl);
    expect(res?.status()).toBe(404);
    await expect(benPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await benPage.request.get(href!)).status()).toBe(404);
    await ben.close();
  });
});

test.describe('fay, paid off', () => {
  test.use({ storageState: storageFor('fay') });

  test('sees her history ending with the payoff, and her statements', async ({ page }) => {
    const fay = await loanArea('fay@example.com');
    await page.goto(`${fay.base}/payments`);
    const rows = completedRows(page);
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Payoff - Thank You');
    await expect(rows.first()).toContainText('$785.12');
    await expect(page.getByRole('img', { name: /to \$0\.00/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recovery payments' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Statements' }).click();
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(4);
    await expect(page.getByRole('link', { name: /View statement/ })).toHaveCount(4);
  });
});

test.describe('pia, no payments yet', () => {
  test.use({ storageState: storageFor('pia') });

  test('sees the empty texts of the history and the statements', async ({ page }) => {
    const pia = await loanArea('pia@example.com');
    await page.goto(`${pia.base}/payments`);
    await expect(page.getByText('No payments have been made yet')).toBeVisible();
    await expect(page.getByRole('img', { name: /balance/ })).toHaveCount(0);
    await page.goto(`${pia.base}/statements`);
    await expect(page.getByText("You don't have any statements yet!")).toBeVisible();
  });
});

test.describe('a loan without a loan account', () => {
  test.use({ storageState: storageFor('jon') });

  test('hides the history tabs and leads their addresses back to the loan', async ({ page }) => {
    const jon = await loanArea('jon@example.com');
    for (const tab of ['payments', 'statements']) {
      await page.goto(`${jon.base}/${tab}`);
      await expect(page).toHaveURL(jon.base);
    }
    await expect(page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Payment History' })).toHaveCount(0);
  });
});

test.describe('mailbox', () => {
  test.use({ storageState: storageFor('ana') });

  test('…/comments opens the Mailbox tab, as …/payments/new opens Make Payment', async ({ page }) => {
    const ana = await loanArea('ana@example.com');
    const res = await page.goto(`${ana.base}/comments`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(`${ana.base}/comments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
    await expect(page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article').first()).toContainText('Can my payments come out of my checking account');
  });

  test('ana reads her conversation, is told an empty message cannot be sent, and sees her message after the reload', async ({ page }) => {
    const ana = await loanArea('ana@example.com');
    await page.goto(`${ana.base}/mailbox`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
    await expect(page.getByText('Our support team will see your message')).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText('Can my payments come out of my checking account');
    await expect(messages.nth(1)).toContainText('Carmen Diaz');
    await expect(page.getByText('Customer asked about autopay')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('Please enter a message.');
    await expect(page.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');

    const text = `<b>Hello</b> from ana ${Date.now()}: see https://evil.example/pay and https://www.expresswayfinance.example/help`;
    await page.getByLabel('Your message').fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText('Your message was sent.');
    await expect(page.getByLabel('Your message')).toHaveValue('');
    await expect(messages.first()).toContainText(text);
    await expect(messages.first()).toContainText(/^You · Customer/);

    await page.reload();
    const mine = messages.first();
    await expect(mine).toContainText(text);
    await expect(mine.getByRole('listitem')).toHaveText(['Customer']);
    // Markup stays text; only the lender's own link is clickable.
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByRole('link')).toHaveCount(1);
    await expect(mine.getByRole('link')).toHaveAttribute('href', 'https://www.expresswayfinance.example/help');
  });

  test('care@example.com posts a staff-only note that ana never sees, and deletes a message', async ({ page, browser }) => {
    const ana = await loanArea('ana@example.com');
    const care = await browser.newContext({ storageState: storageFor('care') });
    const staff = await care.newPage();
    await staff.goto(`${ana.base}/mailbox`);
    // Staff see the staff-only comment of the seed, labelled 'Only'.
    const staffMessages = staff.getByRole('list', { name: 'Messages, newest first' }).getByRole('article');
    await expect(staffMessages.filter({ hasText: 'Customer asked about autopay' }).getByRole('listitem')).toHaveText(['Only']);

    const note = `Called about a payoff quote ${Date.now()}`;
    await staff.getByLabel('Comment', { exact: true }).fill(note);
    await staff.getByLabel('Action type').selectOption({ label: 'Payment arrangement' });
    await staff.getByLabel('Contact method').selectOption('Call');
    await expect(staff.getByLabel('Contact method').locator('option')).toHaveText(['None', 'Call', 'Email', 'Letter', 'Visit']);
    await staff.getByLabel('Comment type').selectOption({ label: 'Follow-up' });
    await expect(staff.getByLabel('The customer')).not.toBeChecked();
    await expect(staff.getByLabel('The service center')).not.toBeChecked();
    await staff.getByRole('button', { name: 'Add comment' }).click();
    const posted = staffMessages.filter({ hasText: note });
    await expect(posted).toContainText('Action: Payment arrangement · Contact: Call · Type: Follow-up');
    await expect(posted.getByRole('listitem')).toHaveText(['Only']);

    // Ana: neither the page nor the API ever has it.
    await page.goto(`${ana.base}/mailbox`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
    await expect(page.getByText(note)).toHaveCount(0);
    const api = await page.request.get(`/api/team_comments?id=${ana.currentApplicationId}`);
    expect(api.status()).toBe(200);
    const body = await api.text();
    expect(body).not.toContain(note);
    expect(body).not.toContain('Customer asked about autopay');

    // A message shown to ana, then deleted by staff: gone for her, kept and flagged for staff.
    const shown = `Your payoff quote is ready ${Date.now()}`;
    await staff.getByLabel('Comment', { exact: true }).fill(shown);
    await staff.getByLabel('The customer').check();
    await staff.getByRole('button', { name: 'Add comment' }).click();
    const shownItem = staffMessages.filter({ hasText: shown });
    await expect(shownItem.getByRole('listitem')).toHaveText(['Customer']);
    await page.reload();
    await expect(page.getByText(shown)).toBeVisible();

    await shownItem.getByRole('button', { name: /^Delete/ }).click();
    await shownItem.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(shownItem.getByRole('listitem')).toHaveText(['Customer', 'Deleted']);
    await expect(shownItem.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
    await expect(page.getByText(shown)).toHaveCount(0);
    await care.close();
  });
});
