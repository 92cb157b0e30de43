// The signed-in pages build no Intl formatter while they load and hydrate. The first Intl.NumberFormat
// or PluralRules a page builds loads the runtime's locale data: 80–150 ms of main thread on a 4× slower phone,
// one long task in the middle of hydration (Lighthouse's TBT). So client components get what they show at first
// already formatted by the server (the stars' names, promises' lines, money through formatCents), and format in
// the browser only after the customer does something (the idle warning's countdown, a typed amount).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { LOCALE_COOKIE } from '../lib/i18n/locales';
import { addDays, lenderToday } from '../lib/rules/dates';
import { lenderAs, personaIds, scratchCustomer, signInContext, storageFor } from './support';

/** Counts each Intl constructor's calls from before the page's first script, with where they came from. */
const COUNT_INTL = `
  window.__intlBuilt = [];
  for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'ListFormat', 'RelativeTimeFormat', 'DisplayNames']) {
    const Original = Intl[name];
    const Counted = function (...args) {
      window.__intlBuilt.push(name + ' ' + JSON.stringify(args) + ' ' + (new Error().stack || '').split('\\n').slice(2, 6).join(' < '));
      return new Original(...args);
    };
    Counted.prototype = Original.prototype;
    Counted.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Counted;
  }`;

/** A signed-in persona's context (their saved session), or a scratch customer's (signed in here). */
type Who = { persona: string } | { email: string };

async function builtWhileLoading(browser: Browser, who: Who, path: string, locale = 'en-US', shows?: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await browser.newContext({ ...('persona' in who ? { storageState: storageFor(who.persona) } : {}), locale });
  try {
    // The header's language link's cookie: it wins over the customer's kept language.
    if (locale !== 'en-US') await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
    await context.addInitScript({ content: COUNT_INTL });
    const page = await context.newPage();
    if ('email' in who) await signInContext(page, who.email);
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    await shows?.(page);
    // Hydrated: the idle watch's effect has counted the visit; then the main thread has been idle twice,
    // so any island React hydrates later (a Suspense boundary's) has had its turn.
    await page.waitForFunction(() => localStorage.getItem('portal:last-activity') !== null);
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
    return await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);
  } finally {
    await context.close();
  }
}

test('ana’s loan area and Account Preferences build no Intl formatter while they load', async ({ browser }) => {
  const ids = await personaIds('ana@example.com');
  const area = `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
  for (const path of [area, `${area}/make-payment`, `${area}/payments`, `${area}/statements`, `${area}/mailbox`, `/ui/customers/${ids.userId}/edit`]) {
    expect(await builtWhileLoading(browser, { persona: 'ana' }, path), path).toEqual([]);
  }
});

test('kim’s card account builds no Intl formatter while it loads', async ({ browser }) => {
  const { data: me } = await lenderAs<{ data: { id: number; attributes: { revolver_application_id: number } } }>('kim@example.com', 'GET', '/api/users/me');
  const path = `/ui/customers/${me.id}/applications/${me.attributes.revolver_application_id}`;
  expect(await builtWhileLoading(browser, { persona: 'kim' }, path), path).toEqual([]);
});

test('ben’s loan area in Spanish builds no Intl formatter while it loads', async ({ browser }) => {
  // ben is past due: Make Payment shows the promise-to-pay panel.
  const ids = await personaIds('ben@example.com');
  const area = `/ui/customers/${ids.userId}/applications/${ids.currentApplicationId}`;
  for (const path of [area, `${area}/make-payment`, `${area}/payments`]) {
    expect(await builtWhileLoading(browser, { persona: 'ben' }, path, 'es-US'), path).toEqual([]);
  }
});

test('a promise listed on Make Payment in Spanish, its long date Spanish Intl’s, builds no Intl formatter while it loads', async ({ browser }) => {
  // A customer of its own: the promise changes nobody else's panel.
  const c = await scratchCustomer();
  const { data: account } = await lenderAs<{ data: { id: number; attributes: { monthly_payment: number } } }>(c.email, 'GET', `/api/loan_accounts/${c.application_id}`);
  await lenderAs(c.email, 'POST', `/api/loan_accounts/${account.id}/collection_action`, { promise_amount: account.attributes.monthly_payment, promise_date: addDays(lenderToday(), 3) });
  const path = `/ui/customers/${c.user_id}/applications/${c.application_id}/make-payment`;
  const built = await builtWhileLoading(browser, { email: c.email }, path, 'es-US', async (page) => {
    // "… el 30 de noviembre de 2026": the promise's line, with its date written out in Spanish.
    await expect(page.locator('main li').filter({ hasText: / de [a-z]+ de \d{4}/ })).toHaveCount(1);
  });
  expect(built, path).toEqual([]);
});
