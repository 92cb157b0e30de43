// Help with payments, as a borrower in trouble uses it: a request for a later due date (every refusal beside
// its field first), an offer from collections staff in their panel, the customer's acceptance with the
// password (step-up) and autopay's new authorization, and the schedule and autopay following; a mailbox
// message and a decision letter at each decision. A servicemember's SCRA request with the orders attached
// (a renamed executable refused beside the input first), approved by staff once they are in: the rate capped
// at 6%. In English and in Spanish, each on a scratch customer of its own.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, formatDate, lenderToday } from '../lib/rules/dates';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../lib/rules/autopay';
import en from '../messages/en-US';
import es from '../messages/es-US';
import { expectNoAxeViolations } from './axe';
import { answerStepUp, lenderAs, scratchCustomer, signIn, signInContext, storageFor } from './support';

test.setTimeout(150_000);
test.use({ storageState: { cookies: [], origins: [] } });

interface LoanAccount {
  data: { attributes: { current_due_date: string; payoff_balance: number } };
}
interface Application {
  data: { attributes: { active_recurring_payment: { next_transaction_date: string } | null } };
}

const WORDS = {
  en: {
    entry: 'Having trouble making payments?',
    link: 'Get help with payments',
    heading: 'Get help with payments',
    reason: 'What happened?',
    jobLoss: 'Job loss',
    explanation: 'In a few words, what happened?',
    since: 'Since when?',
    income: 'Monthly income lost',
    later: 'A later due date',
    consent: 'You may contact me by phone, e-mail or text about this request.',
    send: 'Send request',
    consentRefusal: 'Check the box so we may contact you about your request',
    tooLong: 'Use 500 characters or fewer',
    helpRefusal: 'Choose at least one way we could help',
    sent: 'We received your request.',
    offer: 'Our offer',
    moves: (days: number, from: string, first: string) => `Your due date of ${from} moves ${days} days later, to ${first}.`,
    move: (date: string) => `Move my autopay too: its next debit on ${date}`,
    acceptAuth: 'I accept the new autopay authorization',
    accept: 'Accept offer',
    accepted: 'You accepted the offer.',
    state: 'Accepted',
    schedule: 'See your repayment schedule',
    scheduleHeading: 'Repayment schedule',
    nextDue: 'Next due',
    mailboxText: 'You accepted our offer.',
    scraLink: 'On active military duty? Ask for the SCRA rate cap',
    scraHeading: 'Servicemember rate cap (SCRA)',
    start: 'Date your military service began',
    scraFuture: 'The date your service began cannot be after today',
    afterService: 'The rate cap covers loans taken before military service began',
    approved: 'Your rate is capped at 6%',
    catalogue: en,
  },
  es: {
    entry: '¿Tiene problemas para hacer sus pagos?',
    link: 'Obtener ayuda con los pagos',
    heading: 'Obtener ayuda con los pagos',
    reason: '¿Qué pasó?',
    jobLoss: 'Pérdida del empleo',
    explanation: 'En pocas palabras, ¿qué pasó?',
    since: '¿Desde cuándo?',
    income: 'Ingresos mensuales perdidos',
    later: 'Una fecha de vencimiento más tarde',
    consent: 'Pueden comunicarse conmigo por teléfono, correo electrónico o mensaje de texto sobre esta solicitud.',
    send: 'Enviar solicitud',
    consentRefusal: 'Marque la casilla para que podamos comunicarnos con usted sobre su solicitud',
    tooLong: 'Use 500 caracteres o menos',
    helpRefusal: 'Elija al menos una forma en que podríamos ayudarle',
    sent: 'Recibimos su solicitud.',
    offer: 'Nuestra oferta',
    moves: (days: number, from: string, first: string) => `Su fecha de vencimiento del ${from} pasa ${days} días después, al ${first}.`,
    move: (date: string) => `Cambiar también mi pago automático: su próximo débito el ${date}`,
    acceptAuth: 'Acepto la nueva autorización de pago automático',
    accept: 'Aceptar la oferta',
    accepted: 'Usted aceptó la oferta.',
    state: 'Aceptada',
    schedule: 'Ver su calendario de pagos',
    scheduleHeading: 'Calendario de pagos',
    nextDue: 'Próxima',
    mailboxText: 'Usted aceptó nuestra oferta.',
    scraLink: '¿Está en servicio militar activo? Pida el límite de tasa de la SCRA',
    scraHeading: 'Límite de tasa para militares (SCRA)',
    start: 'Fecha en que comenzó su servicio militar',
    scraFuture: 'La fecha en que comenzó su servicio no puede ser posterior a hoy',
    afterService: 'El límite de tasa cubre préstamos tomados antes de comenzar el servicio militar',
    approved: 'Su tasa tiene un límite del 6%',
    catalogue: es,
  },
} as const;

type Lang = keyof typeof WORDS;

async function speak(page: Page, lang: Lang) {
  if (lang === 'en') return;
  const res = await page.request.post('/ui/language', { form: { locale: 'es-US', return_to: '/' }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** Collections staff decide in their panel on the loan's help page. */
async function staffDecides(browser: Browser, path: string, decide: (page: Page) => Promise<void>) {
  const staff = await browser.newContext({ storageState: storageFor('collector') });
  const page = await staff.newPage();
  await page.goto('/ui/staff');
  await expect(page.getByRole('region', { name: 'Help requests waiting on collections' })).toBeVisible();
  await page.goto(path);
  await expectNoAxeViolations(page, 'the collections decision panel');
  await decide(page);
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/decision')), page.getByRole('button', { name: 'Record decision' }).click()]);
  expect(answer.status()).toBe(200);
  await staff.close();
}

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a later due date, offered by staff and accepted: the schedule and autopay follow`, async ({ page, browser }) => {
    const scratch = await scratchCustomer();
    const appPath = `/api/loan_accounts/${scratch.application_id}`;
    const { current_due_date: due } = (await lenderAs<LoanAccount>(scratch.email, 'GET', appPath)).data.attributes;
    await lenderAs(scratch.email, 'POST', '/api/recurring_payments', {
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
      recurring_payment: { application_id: scratch.application_id, amount: 250, amount_extra: 0, start_date: due, recurrable_type: 'BankAccount', recurrable_id: scratch.bank_account_id },
    });
    const later = addDays(due, 10);

    await signIn(page, scratch.email);
    await speak(page, lang);
    const base = `/ui/customers/${scratch.user_id}/applications/${scratch.application_id}`;
    await page.goto(base);
    await page.getByRole('region', { name: w.entry }).getByRole('link', { name: w.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();

    // Every refusal beside its field, nothing sent.
    await page.getByLabel(w.reason, { exact: true }).selectOption({ label: w.jobLoss });
    await page.getByLabel(w.explanation, { exact: true }).fill('x'.repeat(501));
    await page.getByLabel(w.since).fill(addDays(due, -40));
    await page.getByLabel(w.income).fill('1800');
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.tooLong })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: w.helpRefusal })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: w.consentRefusal })).toBeVisible();
    await expect(page.getByLabel(w.explanation, { exact: true })).toBeFocused();

    await page.getByLabel(w.explanation, { exact: true }).fill('I lost my job; a new one starts in six weeks.');
    await page.getByRole('checkbox', { name: w.later }).check();
    await page.getByRole('checkbox', { name: w.consent }).check();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    // One open request: no form now.
    await expect(page.getByRole('button', { name: w.send })).toHaveCount(0);

    // Collections staff offer a due date 10 days later.
    await staffDecides(browser, `${base}/assistance`, async (staff) => {
      await staff.getByLabel('Decision').selectOption('offer');
      await staff.getByLabel('Offer', { exact: true }).selectOption('later_due_date');
      await staff.getByLabel('Days later (1 to 30)').fill('10');
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: w.offer })).toBeVisible();
    await expect(page.getByText(w.moves(10, formatDate(due), formatDate(later)))).toBeVisible();
    await page.getByRole('checkbox', { name: w.move(formatDate(later)) }).check();
    await page.getByRole('checkbox', { name: w.acceptAuth }).check();
    await expectNoAxeViolations(page, `the offer (${lang})`);
    await page.getByRole('button', { name: w.accept }).click();
    await answerStepUp(page);
    await expect(page.getByRole('status').filter({ hasText: w.accepted })).toBeVisible();

    // The schedule follows: the next installment on the later date.
    await page.getByRole('link', { name: w.schedule }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.scheduleHeading })).toBeVisible();
    const rows = await page.locator('main table tbody tr').evaluateAll((trs) => trs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    expect(rows.find((r) => r[6] === w.nextDue)![1]).toBe(formatDate(later));
    // Autopay follows, under the new authorization.
    const autopay = (await lenderAs<Application>(scratch.email, 'GET', `/api/applications/${scratch.application_id}`)).data.attributes.active_recurring_payment!;
    expect(autopay.next_transaction_date).toBe(later);
    // The loan page says the state; the mailbox has the message.
    await page.goto(base);
    await expect(page.getByRole('region', { name: w.entry })).toContainText(w.state);
    await page.goto(`${base}/mailbox`);
    await expect(page.getByText(w.mailboxText).first()).toBeVisible();
  });

  test(`${lang}: smaller payments offered and accepted with autopay lowered under its new authorization`, async ({ page, browser }) => {
    const scratch = await scratchCustomer();
    const { current_due_date: due } = (await lenderAs<LoanAccount>(scratch.email, 'GET', `/api/loan_accounts/${scratch.application_id}`)).data.attributes;
    await lenderAs(scratch.email, 'POST', '/api/recurring_payments', {
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
      recurring_payment: { application_id: scratch.application_id, amount: 250, amount_extra: 0, start_date: due, recurrable_type: 'BankAccount', recurrable_id: scratch.bank_account_id },
    });
    await lenderAs(scratch.email, 'POST', `/api/loan_accounts/${scratch.application_id}/assistance_requests`, {
      reason: 'reduced_income', explanation: 'Fewer hours at work', since: addDays(lenderToday(), -15), expected_months: 2, income_change: 600, help: ['smaller_payments'], consent_to_contact: true,
    });
    const base = `/ui/customers/${scratch.user_id}/applications/${scratch.application_id}`;
    await staffDecides(browser, `${base}/assistance`, async (staff) => {
      await staff.getByLabel('Decision').selectOption('offer');
      await staff.getByLabel('Offer', { exact: true }).selectOption('reduced_payment');
      await staff.getByLabel('Months').fill('2');
      await staff.getByLabel('Smaller payment (dollars)').fill('80');
    });

    await signIn(page, scratch.email);
    await speak(page, lang);
    await page.goto(`${base}/assistance`);
    const o = w.catalogue.assistance.offer;
    const money = (n: number) => `$${n.toFixed(2)}`;
    await expect(page.getByText(o.autopayKeepsAmount.replace('{amount}', money(250)).replace('{date}', formatDate(due)))).toBeVisible();
    const lower = page.getByRole('checkbox', { name: new RegExp(`^${o.autopayLower.split(':')[0]}`) });
    // Checked again if the page's scripts set it back while hydrating, as a person would.
    await expect(async () => {
      await lower.check();
      await expect(page.getByRole('heading', { name: o.autopayAuthorization })).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The new authorization names the smaller debit, for how long, and the regular one after.
    const authorization = page.getByRole('group', { name: o.autopayHeading });
    await expect(authorization).toContainText(money(80));
    await expect(authorization).toContainText(money(250));
    await page.getByRole('button', { name: w.accept }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.catalogue.assistance.refusals.autopayAuthorization })).toBeVisible();
    await page.getByRole('checkbox', { name: w.acceptAuth }).check();
    await expectNoAxeViolations(page, `smaller payments with autopay (${lang})`);
    await page.getByRole('button', { name: w.accept }).click();
    await answerStepUp(page);
    await expect(page.getByRole('status').filter({ hasText: w.accepted })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: money(80) })).toBeVisible();
    const autopay = (await lenderAs<{ data: { attributes: { active_recurring_payment: { amount: number; next_transaction_date: string } | null } } }>(scratch.email, 'GET', `/api/applications/${scratch.application_id}`)).data.attributes.active_recurring_payment!;
    expect(autopay).toMatchObject({ amount: 80, next_transaction_date: due });
  });

  test(`${lang}: an SCRA request, its orders attached, approved: the rate capped at 6%`, async ({ page, browser }) => {
    const scratch = await scratchCustomer();
    await signIn(page, scratch.email);
    await speak(page, lang);
    const base = `/ui/customers/${scratch.user_id}/applications/${scratch.application_id}`;
    await page.goto(`${base}/assistance`);
    await page.getByRole('link', { name: w.scraLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.scraHeading })).toBeVisible();
    const start = page.getByLabel(w.start);
    await start.fill('2999-01-01');
    await page.getByRole('checkbox', { name: w.consent }).check();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.scraFuture })).toBeVisible();
    await expect(start).toBeFocused();
    // A loan made 96 days ago: service that began before it is refused by the lender, beside the field.
    const today = lenderToday();
    await start.fill(addDays(today, -120));
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.afterService })).toBeVisible();
    await start.fill(addDays(today, -30));
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();

    // The orders: asked for on the request, a renamed executable refused beside the input, then the PDF kept.
    const c = w.catalogue;
    await expect(page.getByText(c.assistance.scra.ordersNeeded)).toBeVisible();
    const input = page.getByLabel(c.assistance.request.attach);
    await expect(input).toBeInViewport();
    await input.setInputFiles({ name: 'orders.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]) });
    await page.getByRole('button', { name: c.uploads.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: c.uploads.refusals.type })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.setInputFiles({ name: 'deployment-orders.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% orders\n%%EOF\n') });
    await page.getByRole('button', { name: c.uploads.send }).click();
    await expect(page.getByRole('status').filter({ hasText: c.uploads.sent.replace('{name}', 'deployment-orders.pdf') })).toBeVisible();
    await expect(page.getByRole('link', { name: /deployment-orders\.pdf/ })).toBeVisible();
    await expect(page.getByText(c.assistance.scra.ordersNeeded)).toHaveCount(0);
    await expectNoAxeViolations(page, `the orders attached (${lang})`);

    await staffDecides(browser, `${base}/assistance`, async (staff) => {
      // Staff open the orders before deciding.
      const orders = staff.getByRole('link', { name: /deployment-orders\.pdf/ });
      const file = await staff.request.get((await orders.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('application/pdf');
      await staff.getByLabel('Decision').selectOption('approve');
    });
    await page.goto(`${base}/assistance`);
    await expect(page.getByRole('heading', { name: w.approved })).toBeVisible();
    await expectNoAxeViolations(page, `the rate cap approved (${lang})`);
    const loan = (await lenderAs<{ data: { attributes: { monthly_payment_amount?: number } } }>(scratch.email, 'GET', `/api/loan_accounts/${scratch.application_id}`)).data.attributes;
    expect(loan).toBeTruthy();
  });
}

test.describe('before the scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a document for the open request: the plain form posts it and comes back to the request with what happened', async ({ page }) => {
    const scratch = await scratchCustomer();
    await lenderAs(scratch.email, 'POST', `/api/loan_accounts/${scratch.application_id}/assistance_requests`, {
      reason: 'medical',
      explanation: 'A hospital stay',
      since: addDays(lenderToday(), -10),
      expected_months: 2,
      income_change: 900,
      help: ['smaller_payments'],
      consent_to_contact: true,
    });
    await signInContext(page, scratch.email);
    await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.application_id}/assistance`);
    const input = page.getByLabel(en.assistance.request.attach);
    await input.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]) });
    await page.getByRole('button', { name: en.uploads.send }).click();
    await expect(page).toHaveURL(/upload=type#documents$/);
    await expect(page.getByRole('alert').filter({ hasText: en.uploads.refusals.type })).toBeVisible();
    await page.getByLabel(en.assistance.request.attach).setInputFiles({ name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% bill\n%%EOF\n') });
    await page.getByRole('button', { name: en.uploads.send }).click();
    await expect(page).toHaveURL(/upload=sent#documents$/);
    await expect(page.getByRole('status').filter({ hasText: en.uploads.sentFile })).toBeVisible();
    await expect(page.getByText(/^hospital-bill\.pdf /)).toBeVisible();
  });
});
