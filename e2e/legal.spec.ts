// The legal notices: the footer's five links on a signed-out page and a signed-in one,
// in English and Spanish, each opening the lender's notice (its title as the lender gives it); the declined
// applicant opens their adverse action notice, which another customer cannot; a declined credit limit
// increase links its notice, in Spanish for a Spanish-speaking cardholder, the PDF's text read back.
// Nothing here changes a persona: the increase is asked by a scratch cardholder of the test's own.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import en from '../messages/en-US';
import es from '../messages/es-US';
import { LEGAL_NOTICES } from '../lib/view/legal-document';
import { pdfText } from '../lender/test/pdf-text';
import { lenderAs, personaIds, scratchCustomer, signInContext, storageFor } from './support';

const LOCALES = [
  ['en-US', en],
  ['es-US', es],
] as const;

/** The title the lender gives a notice in a language (the page shows it as its heading). */
async function lenderTitle(kind: string, locale: string): Promise<string> {
  const res = await fetch(`${sandboxURL}/platform/legal_documents/${kind}?locale=${locale}`);
  return ((await res.json()) as { data: { title: string } }).data.title;
}

async function contextIn(browser: Browser, locale: string, storageState: string | { cookies: []; origins: [] }) {
  const context = await browser.newContext({ storageState, locale });
  await context.addCookies([{ name: 'portal_locale', value: locale, url: baseURL }]);
  return context;
}

/**
 * `start` with its scripts done asking: the sign-in page offers passkeys only once its scripts have asked the
 * lender, and the offer, shown, moves the footer down; a click aimed at a footer link just then lands beside it.
 */
async function settledAt(page: Page, start: string) {
  await page.goto(start);
  await page.waitForLoadState('networkidle');
}

/** From `start`, each of the footer's five links in turn: its words, its page, the lender's notice on it. */
async function opensEveryNotice(page: Page, start: string, locale: string, words: typeof en) {
  await settledAt(page, start);
  const footer = page.getByRole('navigation', { name: words.legal.footer.nav });
  await expect(footer.getByRole('link')).toHaveCount(LEGAL_NOTICES.length);
  for (const { slug, kind } of LEGAL_NOTICES) {
    if (new URL(page.url()).pathname !== new URL(start, baseURL).pathname) await settledAt(page, start);
    await footer.getByRole('link', { name: words.legal.footer.notices[slug], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ui/legal/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await lenderTitle(kind, locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
}

for (const [locale, words] of LOCALES) {
  test(`signed out, the footer's five notices open (${locale})`, async ({ browser }) => {
    const context = await contextIn(browser, locale, { cookies: [], origins: [] });
    await opensEveryNotice(await context.newPage(), '/ui/auth', locale, words);
    await context.close();
  });

  test(`signed in, the footer's five notices open (${locale})`, async ({ browser }) => {
    const ids = await personaIds('ana@example.com');
    const context = await contextIn(browser, locale, storageFor('ana'));
    await opensEveryNotice(await context.newPage(), `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`, locale, words);
    await context.close();
  });
}

test('gus, declined, opens the adverse action notice from the decline page; ben cannot', async ({ browser }) => {
  const ids = await personaIds('gus@example.com');
  const context = await contextIn(browser, 'en-US', storageFor('gus'));
  const page = await context.newPage();
  await page.goto(`/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`);
  await expect(page.getByText(en.application.status.declined)).toBeVisible();
  const link = page.getByRole('link', { name: en.legal.adverseAction.view });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/\d+\/url_proxy$/);
  await expect(link).toHaveAttribute('target', '_blank');
  // Opened as the browser would (its session), read as the PDF it is.
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await res.body()).replace(/\s+/g, ' ');
  expect(text).toContain('Notice of Action Taken');
  expect(text).toContain('We are unable to approve your application for credit at this time.');
  expect(text).toContain('The Federal Equal Credit Opportunity Act prohibits creditors');
  await context.close();

  // Another customer's notice is not found, like any file that is not theirs.
  const ben = await browser.newContext({ storageState: storageFor('ben') });
  expect((await ben.request.get(href)).status()).toBe(404);
  await ben.close();
});

test('a Spanish-speaking cardholder declined an increase reads the notice in Spanish', async ({ browser }) => {
  const scratch = await scratchCustomer({ card: true });
  await lenderAs(scratch.email, 'POST', '/api/users/preferences', { id: scratch.user_id, preferred_locale: 'es-US' });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'es-US' });
  const page = await context.newPage();
  await signInContext(page, scratch.email);
  await page.goto(`/ui/customers/${scratch.user_id}/applications/${scratch.card_application_id}`);
  await page.getByLabel(es.card.increase.income).selectOption({ label: es.card.increase.ranges.under_1000 });
  await page.getByRole('button', { name: es.card.increase.request }).click();
  await expect(page.getByText(es.card.increase.declined)).toBeVisible();
  const href = (await page.getByRole('link', { name: es.card.increase.notice }).getAttribute('href'))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const text = pdfText(await res.body()).replace(/\s+/g, ' ');
  expect(text).toContain('Aviso de la decisión tomada');
  expect(text).toContain('Ingresos insuficientes para el monto de crédito solicitado');
  expect(text).toContain('¿Tiene preguntas sobre este aviso?');
  await context.close();
});
