// Promise to pay on the Make Payment page: when it shows, its validation, creating one, the listing
// that replaces the form, the call prompt on probation, and dismissing it.
import { expect, test } from '@playwright/test';
import { personaIds, storageFor } from './support';

const makePayment = async (email: string) => {
  const ids = await personaIds(email);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment`;
};

test.describe.serial('ben (due within 2 days)', () => {
  test.use({ storageState: storageFor('ben') });

  test('can dismiss the panel for the session', async ({ page }) => {
    await page.goto(await makePayment('ben@example.com'));
    const panel = page.getByRole('region', { name: 'Promise to Pay' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /Dismiss/ }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Make a Payment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promise to Pay' })).toHaveCount(0);
  });

  test('gets the minimum-amount message, then creates a promise and sees it listed instead of the form', async ({ page }) => {
    const url = await makePayment('ben@example.com');
    await page.goto(url);
    const panel = page.getByRole('region', { name: 'Promise to Pay' });
    const amount = panel.getByLabel('Amount');
    await expect(amount).toHaveValue('156.00'); // defaults to the monthly payment
    await expect(panel.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(panel.getByRole('link', { name: 'schedule a post-dated bank payment' })).toBeVisible();

    await amount.fill('100');
    await panel.getByRole('button', { name: 'Create Promise to Pay' }).click();
    await expect(panel.getByText('Amount cannot be less than your minimum monthly payment: $156.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('160.25');
    await panel.getByLabel('Comments (optional)').fill('Paid on Friday');
    await panel.getByRole('button', { name: 'Create Promise to Pay' }).click();
    await expect(panel.getByRole('status')).toContainText('Your promise to pay is recorded');
    await expect(page).toHaveURL(/\/payments$/);

    await page.goto(url);
    const listed = page.getByRole('region', { name: 'Promise to Pay' });
    await expect(listed).toContainText('You have promised to pay:');
    await expect(listed).toContainText('$160.25 on');
    await expect(listed.getByRole('button', { name: 'Create Promise to Pay' })).toHaveCount(0);
  });
});

test.describe('cara (on probation)', () => {
  test.use({ storageState: storageFor('cara') });

  test('is told to call support', async ({ page }) => {
    await page.goto(await makePayment('cara@example.com'));
    const panel = page.getByRole('region', { name: 'Promise to Pay' });
    await expect(panel).toContainText('To make a promise to pay, please call us at');
    await expect(panel).toContainText('Weekdays 6am-5pm PST');
    await expect(panel.getByLabel('Amount')).toHaveCount(0);
  });
});

test.describe('ana (due date far away, no promises)', () => {
  test.use({ storageState: storageFor('ana') });

  test('does not see the panel', async ({ page }) => {
    await page.goto(await makePayment('ana@example.com'));
    await expect(page.getByRole('heading', { name: 'Make a Payment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promise to Pay' })).toHaveCount(0);
  });
});
