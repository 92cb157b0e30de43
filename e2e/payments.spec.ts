// Make Payment: the method tabs, a one-time bank payment to its thanks page, every validation
// message, the duplicate warning, probation (cara), sold-off (dan), the debit card hand-off through the
// sandbox's processor stand-in, the result pages, and cancelling a scheduled payment.
// Other tests may add payments for the same personas: every amount here is unique, and assertions look
// for this test's own payments only.
import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { cancelThroughApi, personaIds, sandboxToken, scheduleThroughApi, storageFor } from './support';

const today = lenderToday();
let counter = 0;
/** An amount no other test uses: $10.00–$909.99, unique per run and call. */
function uniqueAmount(): string {
  // $10.00 to $309.99: ana's payoff ($2,431.18) holds what other specs schedule for her at the same time
  // (the a11y walk's $913.57 among them) beside two of these, so none is refused as over the payoff.
  const cents = 1000 + ((Date.now() + counter++ * 7919 + Math.floor(Math.random() * 1000)) % 30000);
  return (cents / 100).toFixed(2);
}

async function makePaymentPath(email: string) {
  const ids = await personaIds(email);
  return `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}/make-payment`;
}

/** The lender's transactions of `email`'s current application with this amount (not cancelled). */
async function paymentsOf(email: string, amount: string): Promise<number[]> {
  const token = await sandboxToken(email);
  const ids = await personaIds(email);
  const res = await fetch(`${sandboxURL}/api/transactions?application_id=${ids.currentApplicationId}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { id: number; attributes: { amount: number; status: string } }[] };
  return data.filter((t) => t.attributes.amount === Number(amount) && t.attributes.status !== 'cancelled').map((t) => t.id);
}

async function fillBankPayment(page: Page, amount: string, date = today) {
  await page.getByRole('radio', { name: /^Other amount/ }).check();
  await page.getByLabel('Amount in dollars').fill(amount);
  await page.getByLabel('Payment date').fill(date);
  await page.getByLabel('I have read and accept the payment authorization').check();
  await page.getByRole('button', { name: 'Review Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeVisible();
}

const thanksUrl = /\/payments\/\d+\/thanks$/;

test.describe('ana pays from her bank account', () => {
  test.use({ storageState: storageFor('ana') });

  test('a custom amount dated today lands on the thanks page with that amount and date', async ({ page }) => {
    await page.goto(await makePaymentPath('ana@example.com'));
    await expect(page.getByRole('tab', { name: 'Bank Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Payment date')).toHaveValue(today);
    const amount = uniqueAmount();

    // Hold the request to see the processing state; count what is sent.
    let posts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      expect(route.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await held;
      await route.continue();
    });

    await fillBankPayment(page, amount);
    await expect(page.getByText(`$${amount}`, { exact: true })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm Payment' });
    await confirm.click();
    const processing = page.getByRole('button', { name: 'Processing…' });
    await expect(processing).toBeDisabled();
    await expect(processing).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Processing your payment' })).toBeAttached();
    await processing.click({ force: true }).catch(() => undefined); // a second click does nothing
    release();

    await expect(page).toHaveURL(thanksUrl);
    await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
    await expect(page.getByText(`Your payment of $${amount} is scheduled for ${formatDate(today)}.`)).toBeVisible();
    expect(posts).toBe(1);
    await page.getByRole('link', { name: 'Back to Loan' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
  });

  test('an answer lost on the way back is retried with the same key and makes one payment', async ({ page }) => {
    const amount = uniqueAmount();
    const date = addDays(today, 4);
    await page.goto(await makePaymentPath('ana@example.com'));
    // The lender makes the payment, but its answer never reaches the browser.
    let sent = 0;
    const keys: string[] = [];
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']!);
      if (sent++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fillBankPayment(page, amount, date);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not confirm your payment. Please try again: you will not be charged twice.' })).toBeVisible();
    const [first] = await paymentsOf('ana@example.com', amount);
    expect(first).toBeDefined();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/${first}/thanks$`));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await paymentsOf('ana@example.com', amount)).toEqual([first]);
    await cancelThroughApi('ana@example.com', first!);
  });

  test('after a reload mid-payment, the same form meets the duplicate warning instead of paying twice', async ({ page }) => {
    const amount = uniqueAmount();
    const date = addDays(today, 5);
    await page.goto(await makePaymentPath('ana@example.com'));
    let reached!: () => void;
    const atLender = new Promise<void>((resolve) => (reached = resolve));
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      reached(); // answered by the lender; the answer never reaches the browser, which reloads
      await route.abort('connectionreset');
    });
    await fillBankPayment(page, amount, date);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await atLender;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();

    await fillBankPayment(page, amount, date);
    await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
    const made = await paymentsOf('ana@example.com', amount);
    expect(made).toHaveLength(1);
    await cancelThroughApi('ana@example.com', made[0]!);
  });

  test('the same payment confirmed in two tabs at once is made once', async ({ context }) => {
    const path = await makePaymentPath('ana@example.com');
    const amount = uniqueAmount();
    const date = addDays(today, 6);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(path);
      await fillBankPayment(tab, amount, date);
    }
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Confirm Payment' }).click()));
    // Both tabs hold the same key (taken at review, shared through localStorage): both land on the one
    // payment's thanks page. Were the keys different, the lender's duplicate refusal would stop the second.
    for (const tab of tabs) {
      await expect(tab.getByText('Possible duplicate payment').or(tab.getByRole('heading', { name: 'Thank you for your payment!' }))).toBeVisible();
    }
    const made = await paymentsOf('ana@example.com', amount);
    expect(made).toHaveLength(1);
    for (const tab of tabs) await expect(tab).toHaveURL(new RegExp(`/payments/${made[0]}/thanks$`));
    await cancelThroughApi('ana@example.com', made[0]!);
  });

  test('every validation message appears for its input', async ({ page }) => {
    await page.goto(await makePaymentPath('ana@example.com'));
    const amount = page.getByLabel('Amount in dollars');
    await page.getByRole('radio', { name: /^Amount due/ }).check();
    await expect(page.getByText('This amount covers your current balance of $187.50.')).toBeVisible();

    await page.getByRole('radio', { name: /^Other amount/ }).check();
    await amount.fill('a1b2.3.4');
    await expect(amount).toHaveValue('12.34'); // non-digits and extra dots are stripped
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.fill('0');
    await amount.blur();
    await expect(page.getByText('Must be greater than $0', { exact: true })).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('10.123');
    await expect(page.getByText('Payment amount must be a whole number or contain a decimal value.')).toBeVisible();
    await amount.fill('2431.19');
    await expect(page.getByText('The amount is greater than your payoff balance of $2,431.18')).toBeVisible();
    await amount.fill('2431.18');
    await expect(page.getByText('This amount pays off your loan.')).toBeVisible();
    await amount.fill('200');
    await expect(page.getByText('This amount covers your current balance of $187.50.')).toBeVisible();

    const date = page.getByLabel('Payment date');
    await date.fill(addDays(today, -1));
    await expect(page.getByText(`The payment date cannot be before today (${formatDate(today)})`)).toBeVisible();
    await date.fill(addDays(today, 31));
    await expect(page.getByText(`The payment date cannot be after ${formatDate(addDays(today, 30))}`)).toBeVisible();
    await date.fill(addDays(today, 25)); // ana's due date is 20 days away
    await expect(page.getByText(/This date is after your due date of .*, so your payment will be late\./)).toBeVisible();
    await date.fill(today);
    await expect(page.getByText(/This date satisfies your due date of/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Bank account' }).selectOption('');
    await page.getByRole('button', { name: 'Review Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Choose a bank account$/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please accept the payment authorization to continue.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review your payment' })).toHaveCount(0);
  });

  test("the lender's 422 shows the amount message next to the amount", async ({ page }) => {
    await page.goto(await makePaymentPath('ana@example.com'));
    // A client that sends what the form would not: three decimals.
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as { transaction: { amount: number } };
      body.transaction.amount = 10.123;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillBankPayment(page, uniqueAmount());
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    const message = page.getByText('Payment amount must be a whole number or contain a decimal value.');
    await expect(message).toBeVisible();
    await expect(page.getByLabel('Amount in dollars')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(thanksUrl);
  });

  test("every other 422 to the payment post says the amount text too, with the fields the lender names beside them", async ({ page }) => {
    await page.goto(await makePaymentPath('ana@example.com'));
    const AMOUNT_TEXT = 'Payment amount must be a whole number or contain a decimal value.';
    // The lender refuses the date (a client that sends a day past the last allowed one).
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as { transaction: { future_effective_at: string } };
      body.transaction.future_effective_at = addDays(today, 400);
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillBankPayment(page, uniqueAmount());
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: AMOUNT_TEXT })).toBeVisible();
    const date = page.getByLabel('Payment date');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/cannot be after/);
    await expect(page).not.toHaveURL(thanksUrl);

    // A 422 that names no field at all.
    await page.unroute('**/api/transactions');
    await page.route('**/api/transactions', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 422, json: { message: 'Unprocessable', errors: {} } }) : route.continue(),
    );
    await page.reload();
    await fillBankPayment(page, uniqueAmount());
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: AMOUNT_TEXT })).toBeVisible();
    await expect(page.getByText('Unprocessable')).toHaveCount(0);
  });

  test('a second identical payment meets the duplicate warning', async ({ page }) => {
    const path = await makePaymentPath('ana@example.com');
    const amount = uniqueAmount();
    const date = addDays(today, 3);
    const made: number[] = [];
    try {
      await page.goto(path);
      await fillBankPayment(page, amount, date);
      await expect(page.getByText('Possible duplicate payment')).toHaveCount(0);
      await page.getByRole('button', { name: 'Confirm Payment' }).click();
      await expect(page).toHaveURL(thanksUrl);
      made.push(Number(page.url().split('/').at(-2)));
      await expect(page.getByText(`Your payment of $${amount} is scheduled for ${formatDate(date)}.`)).toBeVisible();

      await page.goto(path);
      await fillBankPayment(page, amount, date);
      await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate payment' })).toBeVisible();
      const confirm = page.getByRole('button', { name: 'Confirm Payment' });
      await expect(confirm).toBeDisabled();
      await page.getByLabel(`Yes, I want to make another payment of $${amount} on ${formatDate(date)}`).check();
      await confirm.click();
      await expect(page).toHaveURL(thanksUrl);
      made.push(Number(page.url().split('/').at(-2)));
      expect(made[1]).not.toBe(made[0]);
    } finally {
      for (const id of made) await cancelThroughApi('ana@example.com', id);
    }
  });

  test('a scheduled payment is cancelled', async ({ page }) => {
    const amount = uniqueAmount();
    const date = addDays(today, 10);
    await scheduleThroughApi('ana@example.com', amount, date);
    await page.goto(await makePaymentPath('ana@example.com'));
    const pending = page.getByRole('region', { name: 'Pending payments' });
    const what = `$${amount} payment of ${formatDate(date)}`;
    await pending.getByRole('button', { name: `Cancel the ${what}` }).click();
    await pending.getByRole('button', { name: 'Yes, Cancel Payment' }).click();
    await expect(pending.getByRole('status')).toHaveText(`Your ${what} was cancelled.`);
    await page.reload();
    await expect(page.getByRole('button', { name: `Cancel the ${what}` })).toHaveCount(0);
  });

  test('the method tabs follow the tabs pattern and reset the acknowledgement', async ({ page }) => {
    await page.goto(await makePaymentPath('ana@example.com'));
    const accept = page.getByLabel('I have read and accept the payment authorization');
    await accept.check();
    const bank = page.getByRole('tab', { name: 'Bank Payment' });
    await bank.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Debit Card' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Debit Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Debit Card' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Cash' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Cash' })).toContainText('$2.99');
    await page.keyboard.press('ArrowRight');
    await expect(bank).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tabpanel', { name: 'Mail' })).toContainText('PO Box');
    await expect(page.getByRole('tabpanel', { name: 'Mail' })).toContainText('A $4.50 convenience fee applies to payments made over the phone.');
    await page.keyboard.press('Home');
    await expect(bank).toHaveAttribute('aria-selected', 'true');
    await expect(accept).not.toBeChecked();
  });

  test('at 767px and below the tabs are a dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto(await makePaymentPath('ana@example.com'));
    await expect(page.getByRole('tablist')).toBeHidden();
    const method = page.getByRole('combobox', { name: 'Payment method' });
    await expect(method).toHaveValue('bankPayment');
    await page.getByLabel('I have read and accept the payment authorization').check();
    await method.selectOption('debitCard');
    await expect(page.getByText('A $2.50 money transfer fee is charged for each transaction.')).toBeVisible();
    await method.selectOption('bankPayment');
    await expect(page.getByLabel('I have read and accept the payment authorization')).not.toBeChecked();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(method).toBeHidden();
  });

  test('the error page and a transaction that cannot be loaded show the Payment Error', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const base = `/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`;
    for (const path of [`${base}/payments/error`, `${base}/payments/999999/thanks`, `${base}/payments/abc/thanks`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Error');
      await expect(page.getByText('We encountered an error with this payment! Please call us to make this payment over the phone', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Loan' })).toHaveAttribute('href', base);
    }
  });
});

test.describe('cara is on payment probation', () => {
  test.use({ storageState: storageFor('cara') });

  test('sees the debit card tab first and cannot make a bank payment', async ({ page }) => {
    await page.goto(await makePaymentPath('cara@example.com'));
    await expect(page.getByRole('tab', { name: 'Debit Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Debit Card' })).toBeVisible();
    await page.getByRole('tab', { name: 'Bank Payment' }).click();
    const bank = page.getByRole('tabpanel', { name: 'Bank Payment' });
    await expect(bank.getByRole('heading', { name: 'Bank payments are not available' })).toBeVisible();
    await expect(bank).toContainText('Please pay by debit card or call support');
    await expect(page.getByRole('button', { name: 'Review Payment' })).toHaveCount(0);
    await bank.getByRole('button', { name: 'Pay by Debit Card' }).click();
    await expect(page.getByRole('tab', { name: 'Debit Card' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the debit card tab reaches the processor stand-in and comes back to the thanks page', async ({ page }) => {
    await page.goto(await makePaymentPath('cara@example.com'));
    const card = page.getByRole('tabpanel', { name: 'Debit Card' });
    await expect(card).toContainText('$2.50');
    await expect(card).toContainText('up to 24 hours');
    await expect(card).toContainText('cash advance fee');
    const go = card.getByRole('button', { name: 'Continue to Debit Card Payment' });
    await expect(go).toBeDisabled();
    await card.getByLabel(/I understand the \$2\.50 fee/).check();
    await go.click();

    await expect(page).toHaveURL(`${sandboxURL}/sandbox-processor/pay`);
    await expect(page.getByRole('heading', { name: 'Pay by debit card' })).toBeVisible();
    const amount = uniqueAmount();
    await page.getByLabel(/Payment amount/).fill(amount);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Billing ZIP code').fill('80202');
    await page.getByRole('button', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(thanksUrl);
    await expect(page.getByText(`Your payment of $${amount} is scheduled for ${formatDate(today)}.`)).toBeVisible();
    await expect(page.getByText('Paid from Debit card ending 4242.')).toBeVisible();
  });

  test('a failed card hand-off says so', async ({ page }) => {
    await page.goto(await makePaymentPath('cara@example.com'));
    await page.route('**/speedpay_data', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Something went wrong."}' }));
    await page.getByLabel(/I understand the \$2\.50 fee/).check();
    await page.getByRole('button', { name: 'Continue to Debit Card Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Sorry, there has been an error. Please try again later');
  });
});

test.describe('dan’s loan was sold off', () => {
  test.use({ storageState: storageFor('dan') });

  test('sees the sold-off screen instead of the payment tabs', async ({ page }) => {
    const dan = await personaIds('dan@example.com');
    const path = `/ui/customers/${dan.userId}/applications/${dan.currentApplicationId}`;
    for (const screen of ['make-payment', 'payments/new']) {
      await page.goto(`${path}/${screen}`);
      await expect(page.getByRole('heading', { name: 'Payments are not available' })).toBeVisible();
      await expect(page.getByText('Payments are not possible because your loan was transferred to a debt buyer.')).toBeVisible();
      await expect(page.getByText('Crestline Recovery Partners')).toBeVisible();
      await expect(page.getByRole('link', { name: '(800) 555-0142' })).toBeVisible();
      await expect(page.getByText('PO Box 4410, Scottsdale, AZ 85261')).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    }
  });
});

test.describe('a hidden Make Payment tab', () => {
  test.use({ storageState: storageFor('fay') });

  test('sends its route back to the loan page', async ({ page }) => {
    const fay = await personaIds('fay@example.com');
    const loan = `/ui/customers/${fay.userId}/applications/${fay.currentApplicationId}`;
    await page.goto(`${loan}/make-payment`);
    await expect(page).toHaveURL(loan);
  });
});

test.describe('ben is past due', () => {
  test.use({ storageState: storageFor('ben') });

  test('is offered his past due amount, with its hint', async ({ page }) => {
    await page.goto((await makePaymentPath('ben@example.com')).replace('make-payment', 'payments/new'));
    await expect(page.getByRole('radio', { name: /^Past due amount/ })).toBeChecked();
    await expect(page.getByText('This amount covers your past due amount of $156.00.')).toBeVisible();
  });
});
