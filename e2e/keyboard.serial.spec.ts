// Keyboard alone on a phone, the flows that change a payment persona: nia (no bank account)
// picks the method in the mobile dropdown, adds a bank account by hand, pays, and sets up autopay —
// Tab, arrows, Space, Enter and typing only, at 375 px. Serial (after the parallel tests) because
// autopay.spec.ts expects nia without a bank account; everything made here is removed at the end.
import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { expectNoAxeViolations } from './axe';
import { expectVisibleFocus, tabTo } from './keyboard';
import { personaIds, sandboxToken, storageFor } from './support';

const today = lenderToday();

async function nia() {
  const token = await sandboxToken('nia@example.com');
  const ids = await personaIds('nia@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T,>(path: string) => ((await (await fetch(`${sandboxURL}${path}`, { headers })).json()) as { data: T }).data;
  const del = (path: string) => fetch(`${sandboxURL}${path}`, { method: 'DELETE', headers });
  return { ids, get, del };
}

test.use({ storageState: storageFor('nia'), viewport: { width: 375, height: 800 } });

test.afterAll(async () => {
  const { ids, get, del } = await nia();
  const app = await get<{ attributes: { active_recurring_payment: { id: number } | null } }>(`/api/applications/${ids.currentApplicationId}`);
  if (app.attributes.active_recurring_payment) await del(`/api/recurring_payments/${app.attributes.active_recurring_payment.id}`);
  for (const t of await get<{ id: number; attributes: { status: string } }[]>(`/api/transactions?application_id=${ids.currentApplicationId}`)) {
    if (t.attributes.status !== 'cancelled') await del(`/api/transactions/${t.id}`);
  }
  for (const b of await get<{ id: number }[]>(`/api/bank_accounts?user_id=${ids.userId}`)) await del(`/api/bank_accounts/${b.id}`);
});

test('nia pays and sets up autopay with the keyboard alone, on a phone', async ({ page }) => {
  const { ids } = await nia();
  const amount = (20 + (Date.now() % 5000) / 100).toFixed(2);
  await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment`);

  // The method is a dropdown on a phone: arrow keys change it, and its panel follows.
  const method = page.getByRole('combobox', { name: 'Payment method' });
  await tabTo(page, method);
  await page.keyboard.press('ArrowDown');
  await expect(method).toHaveValue('debitCard');
  await expect(page.getByRole('tabpanel', { name: 'Debit Card' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(method).toHaveValue('bankPayment');

  // No bank account yet: the flow starts on adding one by hand.
  await tabTo(page, page.getByLabel('Routing number'));
  await page.keyboard.type('021000021');
  await page.keyboard.press('Tab');
  await page.keyboard.type('77770000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard Bank');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Account type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Account type')).toHaveValue('Checking');
  await tabTo(page, page.getByRole('button', { name: 'Add bank account', exact: true }).last());
  await page.keyboard.press('Enter');

  // Focus goes to the step the flow moved to: the payment.
  const steps = page.getByRole('navigation', { name: 'Bank payment steps' });
  await expect(steps.getByRole('button', { name: 'Make a payment' })).toBeFocused();
  await expect(steps.getByRole('button', { name: 'Make a payment' })).toHaveAttribute('aria-current', 'step');
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowUp'); // from the first choice round to the last: another amount
  await expect(page.getByRole('radio', { name: /^Other amount/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount in dollars')).toBeFocused();
  await page.keyboard.type(amount);
  await tabTo(page, page.getByLabel('I have read and accept the payment authorization'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Review Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeFocused();
  await expectNoAxeViolations(page, 'the payment review on a phone');
  await tabTo(page, page.getByRole('button', { name: 'Confirm Payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments\/\d+\/thanks$/);
  await expect(page.getByText(`Your payment of $${amount} is scheduled for ${formatDate(today)}.`)).toBeVisible();

  // Autopay: the step, the switch, the form, the authorization.
  await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment?manageAutoPay=1`);
  const toggle = page.getByRole('switch', { name: 'Autopay' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, page.getByLabel('Start date'));
  const start = addDays(today, 5);
  await page.keyboard.type(`${start.slice(5, 7)}${start.slice(8, 10)}${start.slice(0, 4)}`);
  await expect(page.getByLabel('Start date')).toHaveValue(start);
  // Sent without the authorization: refused, and said so.
  await tabTo(page, page.getByRole('button', { name: 'Set up autopay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await tabTo(page, page.getByLabel('I accept this authorization'), { back: true });
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Set up autopay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Autopay is set up.' })).toBeVisible();
  await expect(toggle).toBeFocused();
  await expectVisibleFocus(page);
});
