// Every screen of every persona, at phone and desktop widths, through axe (WCAG 2.2 A and AA).
// Screens are listed per persona; each is also saved as a screenshot artifact to look at.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { personaIds, storageFor, type PersonaIds } from './support';

type ScreenList = (ids: PersonaIds) => string[];

const loan = (ids: PersonaIds, id = ids.currentApplicationId, segment = '') =>
  `/ui/customers/${ids.userId}/applications/${id}${segment ? `/${segment}` : ''}`;

const SCREENS: Record<string, ScreenList> = {
  ana: (ids) => [
    loan(ids),
    loan(ids, ids.currentApplicationId, 'payments'),
    loan(ids, ids.currentApplicationId, 'statements'),
    loan(ids, ids.currentApplicationId, 'mailbox'),
    `/ui/customers/${ids.userId}/edit`,
    '/ui/apply',
  ],
  nia: (ids) => [loan(ids, ids.currentApplicationId, 'payments'), loan(ids, ids.currentApplicationId, 'statements')],
  care: () => ['/ui/staff', '/ui/staff?q=ana'],
  kim: (ids) => [loan(ids), `/ui/customers/${ids.userId}/edit`],
  jon: (ids) => [loan(ids)],
};

const WIDTHS = [
  ['phone', 375],
  ['desktop', 1280],
] as const;

test('the sign-in page, with and without an error', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  for (const [label, width] of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/ui/auth', '/ui/auth?error=credentials']) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at ${label}`);
    }
  }
  await context.close();
});

for (const [persona, screens] of Object.entries(SCREENS)) {
  test.describe(persona, () => {
    test.use({ storageState: storageFor(persona) });

    test(`every screen of ${persona} is clean at both widths`, async ({ page }, info) => {
      test.setTimeout(300_000); // several screens, two widths, axe and a screenshot each
      const email = `${persona}@example.com`;
      const ids = persona === 'care' ? await personaIds('ana@example.com') : await personaIds(email);
      for (const path of screens(ids)) {
        for (const [label, width] of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const res = await page.goto(path);
          expect(res?.status(), path).toBeLessThan(400);
          // No horizontal scrolling at either width.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `horizontal overflow on ${path} at ${label}`).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page, `${path} at ${label}`);
          await info.attach(`${persona}${path.replace(/[^a-z0-9]+/gi, '_')}-${label}.png`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      }
    });
  });
}
