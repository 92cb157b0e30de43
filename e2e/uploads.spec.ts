// The application's to-do list, as an applicant and staff use it, in English and in Spanish: a PDF and a PNG
// sent with a progress bar, an executable renamed .pdf and the EICAR test file refused beside the input with
// nothing kept, a send whose answer was lost tried again with the same Idempotency-Key (one file kept), and
// staff accepting the repair order, which moves the application to its loan agreement. Before the scripts,
// the same form posts the file and comes back with what happened. Each test has its own applicant.
import { expect, test, type Page } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { baseURL, SESSION_SECRET } from '../playwright.config';
import { ACTIVITY_TIMING } from '../lib/rules/session-timeout';
import type { SessionData } from '../lib/session/config';
import en from '../messages/en-US';
import es from '../messages/es-US';
import { expectNoAxeViolations } from './axe';
import { checklistApplicant, sandboxJson, signInContext, storageFor, type ChecklistApplicant } from './support';

test.setTimeout(120_000);
test.use({ storageState: { cookies: [], origins: [] } });

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};
const FILES = {
  pdf: { name: 'repair-order.pdf', mimeType: 'application/pdf', buffer: pdf(1024 * 1024) },
  png: { name: 'repair-order-page-2.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512 * 1024, 1)]) },
  exe: { name: 'repair-order-final.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]) },
  eicar: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${EICAR}\n`) },
};

const SESSION_COOKIE = '__Host-portal_session';
const pagePath = (a: ChecklistApplicant) => `/ui/customers/${a.user_id}/applications/${a.application_id}`;

/** Watches the page for a progress bar of that name; the function returned says whether one has shown since. */
async function progressShown(page: Page, name: string): Promise<() => Promise<boolean>> {
  await page.evaluate((name) => {
    const w = window as unknown as { progressSeen?: boolean };
    w.progressSeen = false;
    const look = () => {
      if (document.querySelector(`progress[aria-label="${CSS.escape(name)}"]`)) w.progressSeen = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, name);
  return () => page.evaluate(() => (window as unknown as { progressSeen?: boolean }).progressSeen === true);
}

/** Uploads leave the browser at 1 MB a second: slow enough to see the progress bar move. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
}

for (const [locale, words] of [['en-US', en.uploads], ['es-US', es.uploads]] as const) {
  test(`${locale}: a PDF and a PNG with progress, a renamed executable and EICAR refused, staff acceptance moves the application`, async ({ page, browser }) => {
    const applicant = await checklistApplicant({ locale });
    await signInContext(page, applicant.email);
    await page.goto(pagePath(applicant));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const todo = page.getByRole('region', { name: words.title });
    await expect(todo.getByRole('heading', { name: words.items.repair_order })).toBeVisible();
    await expect(todo.getByText(words.states.needed, { exact: true })).toBeVisible();
    const input = todo.getByLabel(words.choose);
    const send = todo.getByRole('button', { name: words.send });
    await slowUploads(page);

    // The PDF: a progress bar while it goes, then the list shows it received.
    await input.setInputFiles(FILES.pdf);
    await send.click();
    await expect(todo.getByRole('progressbar', { name: words.progress.replace('{name}', FILES.pdf.name) })).toBeVisible();
    await expect(todo.getByRole('status').filter({ hasText: words.sent.replace('{name}', FILES.pdf.name) })).toBeVisible({ timeout: 20_000 });
    await expect(todo.getByText(words.states.received, { exact: true })).toBeVisible();
    await expect(todo.getByText(new RegExp(`^${FILES.pdf.name} \\(1\\.0 MB\\)$`))).toBeVisible();

    // The smaller file is gone in half a second, less than a busy machine may take between two looks: the
    // page itself notes the bar when it shows.
    await input.setInputFiles(FILES.png);
    const shown = await progressShown(page, words.progress.replace('{name}', FILES.png.name));
    await send.click();
    await expect(todo.getByRole('status').filter({ hasText: words.sent.replace('{name}', FILES.png.name) })).toBeVisible({ timeout: 20_000 });
    expect(await shown(), 'a progress bar while the PNG was sent').toBe(true);

    // Refused beside the input, nothing kept.
    for (const [file, message] of [[FILES.exe, words.refusals.type], [FILES.eicar, words.refusals.infected]] as const) {
      await input.setInputFiles(file);
      await send.click();
      await expect(todo.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 20_000 });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(todo.getByText(file.name, { exact: false })).toHaveCount(0);
    }
    const opened = todo.getByRole('link', { name: new RegExp(FILES.pdf.name) });
    await expect(todo.getByRole('link', { name: new RegExp(words.open) })).toHaveCount(2);
    const file = await page.request.get((await opened.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('application/pdf');

    // Staff (English screens) accept the repair order: the application goes on to its agreement.
    const staff = await browser.newPage({ storageState: storageFor('care') });
    await staff.goto(pagePath(applicant));
    await expect(staff.getByRole('link', { name: new RegExp(FILES.png.name) })).toBeVisible();
    await expectNoAxeViolations(staff, `the to-do list under review (${locale})`);
    await staff.getByRole('button', { name: 'Accept' }).click();
    await expect(staff.getByRole('region', { name: words.title })).toHaveCount(0, { timeout: 20_000 });
    await staff.close();

    await page.reload();
    await expect(page.getByRole('link', { name: locale === 'en-US' ? en.loan.notices.sign : es.loan.notices.sign })).toBeVisible();
    await expect(page.getByRole('region', { name: words.title })).toHaveCount(0);
  });
}

test('a send whose answer was lost is tried again with the same key: the file is kept once', async ({ page }) => {
  const applicant = await checklistApplicant();
  await signInContext(page, applicant.email);
  await page.goto(pagePath(applicant));
  // The lender keeps the file, then its answer fails on the way out.
  await sandboxJson('POST', '/sandbox/faults', { method: 'POST', path: `/api/applications/${applicant.application_id}/checklist/repair_order/files`, user_id: applicant.user_id, after: true, status: 503 });
  const todo = page.getByRole('region', { name: en.uploads.title });
  await todo.getByLabel(en.uploads.choose).setInputFiles(FILES.pdf);
  await todo.getByRole('button', { name: en.uploads.send }).click();
  await expect(todo.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible({ timeout: 20_000 });
  await todo.getByRole('button', { name: en.uploads.retry }).click();
  await expect(todo.getByRole('status').filter({ hasText: en.uploads.sent.replace('{name}', FILES.pdf.name) })).toBeVisible({ timeout: 20_000 });
  await expect(todo.getByText(new RegExp(`^${FILES.pdf.name} `))).toHaveCount(1);
});

test.describe('before the scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form posts the file and comes back with what happened', async ({ page }) => {
    const applicant = await checklistApplicant();
    await signInContext(page, applicant.email);
    await page.goto(pagePath(applicant));
    const todo = page.getByRole('region', { name: en.uploads.title });
    await todo.getByLabel(en.uploads.choose).setInputFiles(FILES.eicar);
    await todo.getByRole('button', { name: en.uploads.send }).click();
    await expect(page).toHaveURL(/upload=infected/);
    await expect(page.getByRole('alert').filter({ hasText: en.uploads.refusals.infected })).toBeVisible();
    await page.getByRole('region', { name: en.uploads.title }).getByLabel(en.uploads.choose).setInputFiles(FILES.png);
    await page.getByRole('region', { name: en.uploads.title }).getByRole('button', { name: en.uploads.send }).click();
    await expect(page).toHaveURL(/upload=sent/);
    await expect(page.getByRole('status').filter({ hasText: en.uploads.sentFile })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${FILES.png.name} `))).toBeVisible();
  });
});

test('an upload counts as activity: its answer slides the idle window, as the proxy does for every other request', async ({ page }) => {
  const applicant = await checklistApplicant();
  await signInContext(page, applicant.email);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
  const options = { password: SESSION_SECRET, ttl: 12 * 3600 };
  const real = await unsealData<SessionData>(cookie.value, options);
  // Twenty minutes without a request: ten are left.
  await page.context().addCookies([{ ...cookie, value: await sealData({ ...real, lastSeenAt: Date.now() - 20 * 60_000 }, options) }]);
  const res = await page.request.post(`/api/applications/${applicant.application_id}/checklist/repair_order/files`, {
    headers: { origin: baseURL, accept: 'application/json' },
    multipart: { file: { name: 'repair-order.pdf', mimeType: 'application/pdf', buffer: pdf(2048) } },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['server-timing']).toContain(ACTIVITY_TIMING);
  const setCookie = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value).join('\n');
  expect(setCookie).toMatch(/Max-Age=1800/);
  const renewed = await unsealData<SessionData>(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)![1]!, options);
  expect(renewed.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
});
