// The loan area as each seeded persona sees it: the landing priority's status pages, every loan view,
// the normal summary's figures (also before any script runs), signing, not found and upstream failures.
import { expect, test } from '@playwright/test';
import { COMPLIANCE_PHONE, LOAN_ACCOUNT_SPECIALIST_PHONE, SUPPORT_PHONE } from '../lib/rules/contact';
import { formatDate, lenderToday } from '../lib/rules/dates';
import { formatDollars } from '../lib/rules/money';
import { ordinal } from '../lib/rules/ordinal';
import { alert, details, lender, LOAN_ERROR, loanUrl, type AccountAttrs, type AppAttrs } from './loan-area-support';
import { logEntriesSince, logOffset } from './server-log';
import { personaIds, sandboxJson, scratchCustomer, signInContext, storageFor } from './support';

test.describe('ana: the normal summary', () => {
  test.use({ storageState: storageFor('ana') });

  test('shows every figure, autopay with its ordinal day, the payoff letter and the three offers', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const appId = ana.currentApplicationId!;
    const [app, account] = await Promise.all([
      lender<AppAttrs>('ana@example.com', `/api/applications/${appId}`),
      lender<AccountAttrs>('ana@example.com', `/api/loan_accounts/${appId}`),
    ]);
    const a = account.attributes;
    await page.goto(loanUrl(ana.userId, appId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Loan ${appId}`);
    const box = details(page);
    const figures: [string, string][] = [
      ['Payoff Balance', formatDollars(a.payoff_balance)],
      ['Monthly Payment', formatDollars(a.monthly_payment)],
      ['Amount Due', formatDollars(a.current_balance_due)],
      ['Due Date', formatDate(a.current_due_date)],
      ['Upcoming Payment Due Date', formatDate(a.upcoming_payment_due_date)],
    ];
    for (const [label, value] of figures) {
      await expect(box.getByText(label, { exact: true })).toBeVisible();
      await expect(box.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(value);
    }
    expect(a.payoff_balance).toBe(2431.18);
    const autopay = app.attributes.active_recurring_payment!;
    await expect(box).toContainText(
      `Autopay is on: ${formatDollars(autopay.total_amount)} on the ${ordinal(autopay.payment_day)} of each month from ${autopay.recurrable_name}.`,
    );

    // The tabs of a signed loan with new payments and a loan account.
    const tabs = page.getByRole('navigation', { name: 'Loan' }).getByRole('link');
    await expect(tabs).toHaveText([`Loan ${appId}`, 'Make Payment', 'Payment History', 'Statements', 'Mailbox']);

    // The payoff letter: a PDF in a new tab, or a download.
    const letter = `/files/${app.attributes.payoff_letter!.id}/url_proxy`;
    await expect(box.getByRole('link', { name: /^View/ })).toHaveAttribute('href', letter);
    await expect(box.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
    await expect(box.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', `${letter}?download=1`);
    const pdf = await page.request.get(letter);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The three landing offers lead into the Make Payment tab.
    const offers = page.getByRole('region', { name: 'Ways to pay' });
    await expect(offers.getByRole('heading')).toHaveText(['Pay Quickly and Securely Online', 'Set Up Bank Payments', 'See Additional Payment Options']);
    const payment = loanUrl(ana.userId, appId, '/make-payment');
    await expect(offers.getByRole('link', { name: /Pay Quickly/ })).toHaveAttribute('href', payment);
    await expect(offers.getByRole('link', { name: /Set Up Bank Payments/ })).toHaveAttribute('href', `${payment}?manageAutoPay=1`);
    await expect(offers.getByRole('link', { name: /Additional Payment Options/ })).toHaveAttribute('href', `${payment}?method=phoneMail`);

    // The sidebar: My Loans with both loans, the New Loan prompt, Need Help.
    const sidebar = page.getByRole('complementary', { name: 'Your loans and help' });
    await expect(sidebar.getByRole('link', { name: /^Loan \d+$/ })).toHaveCount(2);
    await expect(sidebar.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    await expect(sidebar).toContainText(SUPPORT_PHONE);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('thanks=1 shows the thanks notice', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(loanUrl(ana.userId, ana.currentApplicationId!, '?thanks=1'));
    await expect(page.getByRole('status')).toContainText('Thank you!');
  });

  test('at 375px: the compact summary, then View Loan Details opens the rest', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(loanUrl(ana.userId, ana.currentApplicationId!));
    const compact = page.getByRole('region', { name: 'Loan summary' });
    await expect(compact).toBeVisible();
    await expect(compact).toContainText('Payoff Balance$2,431.18');
    await expect(compact).toContainText('Amount Due$187.50');
    await expect(compact).toContainText('Due Date');
    await expect(details(page)).toBeHidden();
    await compact.getByRole('link', { name: 'View Loan Details' }).click();
    await expect(details(page)).toBeVisible();
    await expect(details(page)).toContainText('Monthly Payment$187.50');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('at 1280px the details show and the compact summary does not', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(loanUrl(ana.userId, ana.currentApplicationId!));
    await expect(details(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loan summary' })).toBeHidden();
  });
});

test.describe('server rendering', () => {
  test.use({ storageState: storageFor('ana'), javaScriptEnabled: false });

  test('the loan page HTML holds the figures before any script runs', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const res = await page.goto(loanUrl(ana.userId, ana.currentApplicationId!));
    const html = await res!.text();
    for (const figure of ['$2,431.18', '$187.50', 'Payoff Balance', 'Autopay is on:']) expect(html).toContain(figure);
    await expect(details(page)).toContainText('$2,431.18');
    // Without script, View Loan Details still opens the details on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: 'View Loan Details' }).click();
    await expect(details(page)).toBeVisible();
  });
});

test.describe('ben: past due', () => {
  test.use({ storageState: storageFor('ben') });

  test('shows the past due balance and days past due', async ({ page }) => {
    const ben = await personaIds('ben@example.com');
    await page.goto(loanUrl(ben.userId, ben.currentApplicationId!));
    const box = details(page);
    await expect(box.getByText('Past Due', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('$156.0012 days past due');
    await expect(box.getByText('Amount Due', { exact: true })).toHaveCount(0);
    await expect(box).toContainText('Payoff Balance$2,012.45');
  });
});

test.describe('dan: sold off', () => {
  test.use({ storageState: storageFor('dan') });

  test('shows the sold-off notice with the debt buyer, and no payments', async ({ page }) => {
    const dan = await personaIds('dan@example.com');
    const account = await lender<{ attributes: { sold_off_date: string } }>('dan@example.com', `/api/loan_accounts/${dan.currentApplicationId}`);
    await page.goto(loanUrl(dan.userId, dan.currentApplicationId!));
    const notice = page.getByRole('region', { name: 'Your loan was sold' });
    await expect(notice).toContainText(`Payments are not possible here because your loan was transferred to a debt buyer, effective ${formatDate(account.attributes.sold_off_date)}`);
    await expect(notice).toContainText('Crestline Recovery Partners');
    await expect(notice).toContainText('(800) 555-0142');
    await expect(notice).toContainText('PO Box 4410, Scottsdale, AZ 85261');
    await expect(page.getByRole('region', { name: 'Ways to pay' })).toHaveCount(0);
  });
});

test.describe('eve: both applications', () => {
  test.use({ storageState: storageFor('eve') });

  test('the charged-off loan is delinquent; the settled one thanks her for settling', async ({ page }) => {
    const eve = await personaIds('eve@example.com');
    expect(eve.applicationIds).toHaveLength(2);
    const accounts = await Promise.all(eve.applicationIds.map((id) => lender<AccountAttrs>('eve@example.com', `/api/loan_accounts/${id}`)));
    const settledId = eve.applicationIds[accounts.findIndex((a) => a.attributes.charge_off_settled)]!;
    const chargedOffId = eve.applicationIds.find((id) => id !== settledId)!;

    await page.goto(loanUrl(eve.userId, chargedOffId));
    const delinquent = page.getByRole('region', { name: 'Your loan is delinquent' });
    await expect(delinquent).toContainText('has been charged off');
    await expect(delinquent).toContainText('$2,315.77');
    await expect(delinquent).toContainText('185 days past due');
    await expect(delinquent).toContainText(LOAN_ACCOUNT_SPECIALIST_PHONE);

    await page.goto(loanUrl(eve.userId, settledId));
    await expect(page.getByRole('heading', { name: 'Thank you for settling your loan.' })).toBeVisible();
    await expect(page.getByText('Payoff Balance')).toHaveCount(0);

    // Its history has no balance chart: the settlement, not the payments, brought the balance to zero.
    await page.goto(loanUrl(eve.userId, settledId, '/payments'));
    await expect(page.getByText('This loan was settled, so its balance did not come down through payments alone.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your balance over time' })).toHaveCount(0);
    // The charged-off loan still owes its balance: its chart falls to it.
    await page.goto(loanUrl(eve.userId, chargedOffId, '/payments'));
    await expect(page.getByRole('img', { name: /Your balance over time.* to \$2,315\.77/ })).toBeVisible();
  });
});

test.describe('status pages', () => {
  test.describe('gus', () => {
    test.use({ storageState: storageFor('gus') });
    test('declined', async ({ page }) => {
      const gus = await personaIds('gus@example.com');
      await page.goto(loanUrl(gus.userId, gus.currentApplicationId!));
      await expect(page.getByText('Unfortunately, your application was not approved at this time.')).toBeVisible();
      await expect(page.getByText('Payoff Balance')).toHaveCount(0);
    });
  });

  test.describe('hal', () => {
    test.use({ storageState: storageFor('hal') });
    test('pending and unverified, with the compliance phone (ofac_hit), hours, id and prefill link', async ({ page }) => {
      const hal = await personaIds('hal@example.com');
      const appId = hal.currentApplicationId!;
      await page.goto(loanUrl(hal.userId, appId));
      const card = page.getByRole('region', { name: 'We were unable to verify some of your information' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: COMPLIANCE_PHONE })).toHaveAttribute('href', `tel:+1${COMPLIANCE_PHONE.replace(/\D/g, '')}`);
      await expect(card).not.toContainText(SUPPORT_PHONE);
      await expect(card).toContainText('Weekdays6am-5pm PST');
      await expect(card).toContainText('Saturday7am-11am PST');
      await expect(card).toContainText('SundayClosed');
      await expect(card).toContainText(`please give us your application id: ${appId}`);
      await expect(card.getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', 'https://apply.example.com/decision/7c1e9a42-hal');
    });
  });

  test.describe('ivy', () => {
    test.use({ storageState: storageFor('ivy') });
    test('one canceled and one withdrawn application', async ({ page }) => {
      const ivy = await personaIds('ivy@example.com');
      const seen: string[] = [];
      for (const id of ivy.applicationIds) {
        await page.goto(loanUrl(ivy.userId, id));
        const message = page.getByText(/^This application has been (canceled!|withdrawn)$/);
        await expect(message).toBeVisible();
        seen.push((await message.textContent())!);
        await expect(page.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/ui/apply?reapply');
      }
      expect(seen.sort()).toEqual(['This application has been canceled!', 'This application has been withdrawn']);
    });
  });
});

test.describe('kim: card account and installment loan', () => {
  test.use({ storageState: storageFor('kim') });

  test('the revolver application shows the card account page; the loan shows its summary', async ({ page }) => {
    const kim = await personaIds('kim@example.com');
    const me = await lender<{ attributes: { revolver_application_id: number } }>('kim@example.com', '/api/users/me');
    await page.goto(loanUrl(kim.userId, me.attributes.revolver_application_id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My ExpressWay Account');
    await expect(page.getByRole('navigation', { name: 'Loan' })).toHaveCount(0);

    await page.goto(loanUrl(kim.userId, kim.currentApplicationId!));
    await expect(details(page)).toContainText('Payoff Balance$984.21');
    // No new payments on this loan: no Make Payment tab, no offers.
    await expect(page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Ways to pay' })).toHaveCount(0);
  });
});

test.describe('not found', () => {
  test.use({ storageState: storageFor('ana') });

  test('a loan id that does not exist, or is not the customer’s, shows not found', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    const ben = await personaIds('ben@example.com');
    for (const path of [
      loanUrl(ana.userId, 999999),
      loanUrl(ana.userId, ben.currentApplicationId!),
      loanUrl(ana.userId, ben.currentApplicationId!, '/sign'),
      loanUrl(ben.userId, ben.currentApplicationId!),
      `/ui/customers/${ana.userId}/applications/abc`,
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('$2,012.45')).toHaveCount(0);
    }
  });

  test('a signed loan’s sign page goes back to the loan page', async ({ page }) => {
    const ana = await personaIds('ana@example.com');
    await page.goto(loanUrl(ana.userId, ana.currentApplicationId!, '/sign'));
    await expect(page).toHaveURL(loanUrl(ana.userId, ana.currentApplicationId!));
  });
});

test.describe('jon: signing', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageFor('jon') });

  const unsigned = { status_cache_status: 'waiting_agreement_signature', signed: false, signed_at: null, final_status: null };
  let jon: Awaited<ReturnType<typeof personaIds>>;
  test.beforeAll(async () => {
    jon = await personaIds('jon@example.com');
    await sandboxJson('POST', `/sandbox/applications/${jon.currentApplicationId}/state`, unsigned);
  });
  test.afterAll(() => sandboxJson('POST', `/sandbox/applications/${jon.currentApplicationId}/state`, unsigned));

  test('a failed sign shows the error and keeps him on the page', async ({ page }) => {
    const appId = jon.currentApplicationId!;
    await page.goto(loanUrl(jon.userId, appId, '/sign'));
    await page.getByRole('button', { name: 'Sign Loan Documents' }).click();
    await expect(alert(page)).toHaveText('Please confirm that you have read the loan agreement and agree to sign it.');
    await expect(page.getByLabel(/I have read the loan agreement/)).toHaveAttribute('aria-invalid', 'true');

    await sandboxJson('POST', '/sandbox/faults', { method: 'POST', path: `/api/applications/${appId}/sign`, status: 500 });
    await page.getByLabel(/I have read the loan agreement/).check();
    await page.getByRole('button', { name: 'Sign Loan Documents' }).click();
    await expect(alert(page)).toHaveText('Something went wrong.');
    await expect(page).toHaveURL(loanUrl(jon.userId, appId, '/sign'));
    await expect(page.getByRole('button', { name: 'Sign Loan Documents' })).toBeVisible();
  });

  test('reads the agreement, signs, sees the 250 ms progress and the success message; the loan shows as signed', async ({ page }) => {
    const appId = jon.currentApplicationId!;
    const app = await lender<AppAttrs>('jon@example.com', `/api/applications/${appId}`);
    await page.goto(loanUrl(jon.userId, appId));
    await expect(page.getByRole('heading', { name: 'Your loan documents are ready to sign' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Your loans and help' });
    await expect(sidebar).toContainText('Choose a service center');

    await page.getByRole('link', { name: 'Review and Sign' }).click();
    await expect(page).toHaveURL(loanUrl(jon.userId, appId, '/sign'));
    const agreement = page.getByRole('link', { name: /Read the Loan Agreement/ });
    await expect(agreement).toHaveAttribute('href', `/files/${app.attributes.final_contract_id}/url_proxy`);
    await expect(agreement).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get(`/files/${app.attributes.final_contract_id}/url_proxy`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Record every value the progress bar shows, with its time.
    await page.evaluate(() => {
      const w = window as unknown as { progress: { at: number; value: number }[] };
      w.progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && w.progress.at(-1)?.value !== value) w.progress.push({ at: performance.now(), value });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByLabel(/I have read the loan agreement/).check();
    await page.getByRole('button', { name: 'Sign Loan Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Processing', exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Signing your loan documents' })).toBeVisible();
    const success = page.getByRole('heading', { name: 'You have successfully signed your loan documents' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(page.getByText('You have successfully signed your loan documents', { exact: true }).first()).toBeAttached();

    const progress = await page.evaluate(() => (window as unknown as { progress: { at: number; value: number }[] }).progress);
    const values = progress.map((p) => p.value);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((x, y) => x - y));
    expect(values.length).toBeGreaterThanOrEqual(10);
    // Ten steps of 250 ms from 0 to 100.
    const steps = progress.slice(1).map((p, i) => p.at - progress[i]!.at);
    const mean = steps.reduce((s, x) => s + x, 0) / steps.length;
    expect(mean).toBeGreaterThan(200);
    expect(mean).toBeLessThan(400);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(loanUrl(jon.userId, appId));
    await expect(page.getByRole('heading', { name: 'We are processing your loan' })).toBeVisible();
    await expect(page.getByText(`You signed your loan documents on ${formatDate(lenderToday())}`)).toBeVisible();
    await expect(sidebar).not.toContainText('Choose a service center');

    // Signed: the sign page now leads back to the loan.
    await page.goto(loanUrl(jon.userId, appId, '/sign'));
    await expect(page).toHaveURL(loanUrl(jon.userId, appId));
  });

  test('a loan signed more than 2 days ago without a loan account shows the loan error text', async ({ page }) => {
    const appId = jon.currentApplicationId!;
    const threeDaysAgo = new Date(Date.now() - 3 * 86400_000).toISOString();
    await sandboxJson('POST', `/sandbox/applications/${appId}/state`, { status_cache_status: 'doc_signed', signed: true, signed_at: threeDaysAgo, final_status: 0 });
    await page.goto(loanUrl(jon.userId, appId));
    await expect(alert(page)).toHaveText(LOAN_ERROR);
  });
});

test('a loan asks the lender for its to-do list only until the portal has seen its loan account', async ({ page }) => {
  const customer = await scratchCustomer();
  await signInContext(page, customer.email);
  // The sandbox routes the page's request id reached, read from both servers' access lines.
  const lenderRoutesOfVisit = async () => {
    const from = await logOffset();
    const res = await page.request.get(loanUrl(customer.user_id, customer.application_id));
    expect(res.status()).toBe(200);
    const reqId = res.headers()['x-request-id'];
    let routes: string[] = [];
    await expect(async () => {
      const lines = (await logEntriesSince(from)).filter((e) => e.reqId === reqId);
      expect(lines.some((e) => e.name === 'portal')).toBe(true);
      routes = lines.filter((e) => e.name === 'sandbox').map((e) => e.route ?? '');
    }).toPass({ timeout: 10_000 });
    return routes;
  };
  const checklist = '/api/applications/:id/checklist';
  const first = await lenderRoutesOfVisit();
  expect(first).toEqual(expect.arrayContaining(['/api/loan_accounts/:applicationId', checklist]));
  const again = await lenderRoutesOfVisit();
  expect(again).toContain('/api/loan_accounts/:applicationId');
  expect(again).not.toContain(checklist);
});
