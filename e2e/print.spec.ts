// Printing: the payment's thanks page shows a receipt with a Print receipt button, and it and
// the statements print as the content alone — no header, no loan tabs, no sidebar, no buttons.
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { expectNoAxeViolations } from './axe';
import { personaIds, sandboxToken, scheduleBankPayment, storageFor } from './support';

test.use({ storageState: storageFor('ana') });

/** A scheduled bank payment of ana's, made through the lender API; cancelled again afterwards. */
async function anaPayment(amount: number, date: string) {
  const [id, ids, token] = await Promise.all([scheduleBankPayment('ana@example.com', amount, date), personaIds('ana@example.com'), sandboxToken('ana@example.com')]);
  return {
    id,
    path: `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/payments/${id}/thanks`,
    cancel: () => fetch(`${sandboxURL}/api/transactions/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
  };
}

/** The site's frame is on screen, and gone from the printout. */
async function expectFrameOnlyOnScreen(page: Page, frame: string[]) {
  for (const media of ['screen', 'print'] as const) {
    await page.emulateMedia({ media });
    for (const name of frame) {
      const nav = page.getByRole('navigation', { name, exact: true }).or(page.getByRole('complementary', { name, exact: true }));
      if (media === 'screen') await expect(nav, `${name} on screen`).toBeVisible();
      else await expect(nav, `${name} in print`).toBeHidden();
    }
  }
}

test('the thanks page shows a receipt to print, and prints without the site around it', async ({ page }) => {
  const date = addDays(lenderToday(), 5);
  const amount = 911 + Math.floor(Math.random() * 80) + 0.37; // no other test pays this
  const payment = await anaPayment(amount, date);
  try {
    await page.goto(payment.path);
    const receipt = page.getByRole('region', { name: 'Payment receipt' });
    await expect(receipt).toBeVisible();
    const figure = (label: string) => receipt.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(figure('Confirmation number')).toHaveText(`EWF-${String(payment.id).padStart(8, '0')}`);
    await expect(figure('Amount')).toHaveText(`$${amount.toFixed(2)}`);
    await expect(figure('Payment date')).toHaveText(formatDate(date));
    await expect(figure('Submitted on')).toHaveText(formatDate(lenderToday()));
    await expect(figure('Payment method')).toHaveText(/^Bank account: .+••••\d{4}$/);
    await expect(figure('Status')).toHaveText('Scheduled');
    await expectNoAxeViolations(page, 'the thanks page with its receipt');

    // The button opens the browser's print dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    const print = page.getByRole('button', { name: 'Print receipt' });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await expectFrameOnlyOnScreen(page, ['Main', 'Loan', 'Your loans and help']);
    // In print (left on by the helper): the receipt, without its buttons.
    await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
    await expect(receipt).toBeVisible();
    await expect(figure('Amount')).toBeVisible();
    await expect(print).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Loan' })).toBeHidden();
    // The content uses the paper's width: nothing beside it.
    const width = await receipt.evaluate((el) => el.getBoundingClientRect().width / document.documentElement.clientWidth);
    expect(width).toBeGreaterThan(0.9);
  } finally {
    await payment.cancel();
  }
});

test('the statements and a statement print without the site around them', async ({ page }) => {
  const ana = await personaIds('ana@example.com');
  await page.goto(`/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}/statements`);
  const table = page.getByRole('table', { name: 'Statements, newest first' });
  await expect(table).toBeVisible();
  const view = table.getByRole('link', { name: /View statement/ }).first();
  await expectFrameOnlyOnScreen(page, ['Main', 'Loan', 'Your loans and help']);
  await expect(table).toBeVisible();
  await expect(view).toBeHidden(); // links to click are no use on paper

  await page.emulateMedia({ media: 'screen' });
  await view.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Statement of /);
  await expectFrameOnlyOnScreen(page, ['Main']);
  await expect(page.getByRole('region', { name: 'Statement details' })).toBeVisible();
  await expect(page.getByText('Payoff balance')).toBeVisible();
  for (const name of [/View PDF/, /Download PDF/, /Back to statements/]) await expect(page.getByRole('link', { name })).toBeHidden();
});
