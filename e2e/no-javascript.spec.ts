// Every page of the loan area shows its content with JavaScript off: each loads in one parallel
// round of lender calls and puts what it shows in the first HTML, not behind a skeleton that a script
// reveals later. What a page shows is checked by its own headings, inside <main>, with no skeleton left.
import { expect, test, type Page } from '@playwright/test';
import { addDays, lenderToday } from '../lib/rules/dates';
import { personaIds, scheduleBankPayment, scratchCustomer, signInContext, storageFor } from './support';

test.use({ javaScriptEnabled: false });

async function expectContent(page: Page, path: string, headings: (string | RegExp)[]) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  const main = page.locator('main');
  for (const name of headings) await expect(main.getByRole('heading', { name, exact: typeof name === 'string' }).first(), `${path}: ${name}`).toBeVisible();
  await expect(page.locator('[data-page-skeleton]'), `${path} has no skeleton`).toHaveCount(0);
}

const area = async (email: string) => {
  const ids = await personaIds(email);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
};

test.describe('ana', () => {
  test.use({ storageState: storageFor('ana') });

  const pages: [string, (string | RegExp)[]][] = [
    ['', [/^Loan \d+$/, 'Loan details', 'Your repair']],
    ['/make-payment', ['Make a Payment', 'Pay from your bank account']],
    ['/payments/new', ['Make a Payment', 'Pay from your bank account']],
    ['/payments', ['Payment History', 'Completed payments']],
    ['/statements', ['Statements']],
    ['/mailbox', ['Mailbox', 'Send us a message', 'Messages']],
    ['/comments', ['Mailbox', 'Messages']],
    ['/payments/error', ['Payment Error']],
  ];
  test('Account Preferences without JavaScript', async ({ page }) => {
    const ids = await personaIds('ana@example.com');
    await expectContent(page, `/ui/customers/${ids.userId}/edit`, [/Account Preferences/i]);
  });

  for (const [segment, headings] of pages) {
    test(`the loan area${segment || ' (loan page)'} without JavaScript`, async ({ page }) => {
      await expectContent(page, `${await area('ana@example.com')}${segment}`, headings);
    });
  }
});

test.describe('jon (agreement to sign, no service center yet)', () => {
  test.use({ storageState: storageFor('jon') });

  test('sign and service center without JavaScript', async ({ page }) => {
    const base = await area('jon@example.com');
    await expectContent(page, `${base}/sign`, ['Sign your loan documents']);
    await expectContent(page, `${base}/service-center`, ['Choose a service center', 'Your repair']);
  });
});

test('a payment’s thanks page without JavaScript', async ({ page }) => {
  // A customer of its own: the scheduled payment changes nobody else's history.
  const c = await scratchCustomer();
  const id = await scheduleBankPayment(c.email, '41.27', addDays(lenderToday(), 5));
  await signInContext(page, c.email);
  await expectContent(page, `/ui/customers/${c.user_id}/applications/${c.application_id}/payments/${id}/thanks`, [/thank/i]);
  await expect(page.locator('main')).toContainText('$41.27');
});
