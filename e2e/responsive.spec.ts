// The layout at phone and desktop widths: the method tabs are a dropdown at 767 px and below,
// the loan area's sidebar folds under the content on phones and sits beside it on a desktop, tables
// stack into labelled lines, and the busiest screens reflow down to 320 px (WCAG 1.4.10) without
// horizontal scrolling. (Every screen at 375 and 1280 px: the walk in a11y.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, overflowingBoxes, setWidth } from './screen';
import { personaIds, storageFor } from './support';

test.use({ storageState: storageFor('ana') });

const loanBase = async () => {
  const ana = await personaIds('ana@example.com');
  return `/ui/customers/${ana.userId}/applications/${ana.currentApplicationId}`;
};
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test('the method tabs are a dropdown at 767 px and below, tabs from 768 px', async ({ page }) => {
  await page.goto(`${await loanBase()}/make-payment`);
  const dropdown = page.getByRole('combobox', { name: 'Payment method' });
  const tablist = page.getByRole('tablist', { name: 'Payment method' });
  for (const [width, asDropdown] of [[375, true], [767, true], [768, false], [1280, false]] as const) {
    await setWidth(page, width);
    await expect(dropdown, `${width}px`).toBeVisible({ visible: asDropdown });
    await expect(tablist, `${width}px`).toBeVisible({ visible: !asDropdown });
  }
  // The two are one control: a choice in the dropdown is the selected tab at a desktop width.
  await setWidth(page, 375);
  await dropdown.selectOption('phoneMail');
  await setWidth(page, 1280);
  await expect(tablist.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
});

test('the sidebar folds under the content on a phone and sits beside it on a desktop', async ({ page }) => {
  await page.goto(await loanBase());
  const sidebar = 'aside[aria-label="Your loans and help"]';
  const content = 'main h1';

  await setWidth(page, 375);
  const [phoneAside, phoneContent] = [await box(page, sidebar), await box(page, content)];
  expect(phoneAside.y, 'the sidebar starts below the loan').toBeGreaterThan(phoneContent.y + phoneContent.height);
  expect(phoneAside.width, 'the sidebar takes the full width').toBeGreaterThan(375 - 2 * 24);
  // All of the loan's own content comes first: the sidebar starts where its column ends.
  const columnEnd = await page.locator(sidebar).evaluate((aside) => aside.previousElementSibling!.getBoundingClientRect().bottom);
  expect(phoneAside.y).toBeGreaterThanOrEqual(columnEnd);

  await setWidth(page, 1280);
  const [deskAside, deskContent] = [await box(page, sidebar), await box(page, content)];
  expect(deskAside.x, 'the sidebar is right of the content').toBeGreaterThan(deskContent.x + 300);
  expect(deskAside.y, 'the sidebar starts at the top of the loan area').toBeLessThan(deskContent.y + deskContent.height);
});

test('tables stack into labelled lines on a phone and are tables on a desktop', async ({ page }) => {
  await page.goto(`${await loanBase()}/payments`);
  const table = page.getByRole('table').first();
  const firstAmount = table.locator('tbody td[data-label="Amount"]').first();

  await setWidth(page, 375);
  const header = await table.locator('thead').boundingBox();
  expect(header!.height, 'the header row is kept for screen readers only').toBeLessThanOrEqual(1);
  const label = await firstAmount.evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe('"Amount"');
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toBeAttached();

  await setWidth(page, 1280);
  expect((await table.locator('thead').boundingBox())!.height).toBeGreaterThan(20);
  expect(await firstAmount.evaluate((td) => getComputedStyle(td, '::before').content)).toMatch(/^(none|normal)$/);
});

test('the busiest screens reflow at 320 px without horizontal scrolling', async ({ page }) => {
  const base = await loanBase();
  const ana = await personaIds('ana@example.com');
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [base, `${base}/make-payment`, `${base}/payments`, `${base}/statements`, `${base}/mailbox`, `/ui/customers/${ana.userId}/edit`]) {
    await page.goto(path);
    expect.soft(await horizontalOverflow(page), `${path} at 320px`).toEqual([]);
    expect.soft(await overflowingBoxes(page), `${path} at 320px`).toEqual([]);
  }
});
