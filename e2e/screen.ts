// Everything a screen is held to, at the width the page has now: axe (WCAG 2.0–2.2 A and
// AA), no horizontal scrolling, sound forms, currency right-aligned in tables; then a full-page
// screenshot kept as a test artifact (test-results/…/<name>-<width>.png) to look at: of a screen that failed a
// check always, of every screen with E2E_WALK_SCREENSHOTS=1 (a tenth of a walk's time goes to them).
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectSoundForms } from './forms';

export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];
const EVERY_SCREENSHOT = process.env.E2E_WALK_SCREENSHOTS === '1';

/** Resizes and waits for the layout (and any matchMedia listener) to catch up. */
export async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The elements sticking out to the right of the viewport (empty: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${(el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // The outermost culprits only: an element whose parent already sticks out adds nothing.
    const out = Array.from(document.body.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > width + 1);
    const outer = out.filter((el) => !out.includes(el.parentElement as Element));
    return [`page is ${root.scrollWidth}px wide in a ${width}px viewport`, ...outer.slice(0, 5).map(describe)];
  });
}

/** Boxes whose content sticks out of them (a long word or a wide child running past a card's edge). */
export function overflowingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      // Scrolling and clipping containers are meant to hold wider content; inline boxes have no width.
      if (style.overflowX !== 'visible' || style.display.startsWith('inline') || style.display === 'contents') continue;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      problems.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(/\s+/).slice(0, 3).join('.')} "${text}" is ${el.scrollWidth - el.clientWidth}px too narrow for its content`);
    }
    return problems.slice(0, 5);
  });
}

/** Table cells holding an amount (and their column headers) that are not right-aligned. */
export function misalignedCurrency(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const money = /^[-−]?\$\d{1,3}(,\d{3})*\.\d{2}$/;
    const problems: string[] = [];
    const rightGap = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const box = cell.getBoundingClientRect();
      return box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) - text.right;
    };
    const shown = (el: HTMLElement) => el.offsetWidth > 1 && getComputedStyle(el).visibility !== 'hidden';
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const moneyColumns = new Set<number>();
      for (const row of Array.from(table.tBodies).flatMap((b) => Array.from(b.rows))) {
        for (const cell of Array.from(row.cells)) {
          if (!shown(cell) || !money.test((cell.textContent ?? '').trim())) continue;
          moneyColumns.add(cell.cellIndex);
          if (rightGap(cell) > 2) problems.push(`amount "${cell.textContent?.trim()}" is not right-aligned`);
        }
      }
      for (const cell of Array.from(table.tHead?.rows[0]?.cells ?? [])) {
        if (moneyColumns.has(cell.cellIndex) && shown(cell) && rightGap(cell) > 2) problems.push(`header "${cell.textContent?.trim()}" of an amount column is not right-aligned`);
      }
    }
    return problems;
  });
}

export function screenshotName(name: string, width: number) {
  return `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}-${width}.png`;
}

/** Every check of the screen at its current width, then its screenshot. */
export async function checkScreen(page: Page, info: TestInfo, name: string, width: number) {
  const label = `${name} at ${width}px`;
  const failedBefore = info.errors.length;
  // A page with a loading skeleton may still be streaming when navigation ends: check the page, not its placeholder.
  await expect(page.locator('[data-page-skeleton]'), `${label} has finished loading`).toHaveCount(0, { timeout: 20_000 });
  // Soft: one walk reports every screen's problems, not only the first.
  expect.soft(await horizontalOverflow(page), `horizontal scrolling on ${label}`).toEqual([]);
  expect.soft(await overflowingBoxes(page), `content sticking out on ${label}`).toEqual([]);
  await expectNoAxeViolations(page, label, { soft: true });
  await expectSoundForms(page, label, { soft: true });
  expect.soft(await misalignedCurrency(page), `currency alignment on ${label}`).toEqual([]);
  if (EVERY_SCREENSHOT || info.errors.length > failedBefore) {
    await page.screenshot({ path: info.outputPath(screenshotName(name, width)), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}
