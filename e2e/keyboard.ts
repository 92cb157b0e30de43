// Driving the portal by keyboard alone: Tab to a control (every stop on the way must show where focus
// is), then act with Enter, Space, arrows and typing. Never a click.
import { expect, type Locator, type Page } from '@playwright/test';

/** What is wrong with the focus indicator of the focused element (null: it is visible). */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)|transparent/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none';
    if (!outline && !shadow) return `${name} shows no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}; ${el.outerHTML.slice(0, 160)}; focus-visible ${el.matches(':focus-visible')})`;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return `${name} is focused but has no size`;
    if (rect.bottom < 0 || rect.top > innerHeight || rect.right < 0 || rect.left > innerWidth) return `${name} is focused off screen`;
    return null;
  });
}

export async function expectVisibleFocus(page: Page) {
  expect(await focusProblem(page)).toBeNull();
}

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails if it is not reached. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** Tabs through the whole page once: every stop shows its focus. Returns how many controls there were. */
export async function tabThroughPage(page: Page, max = 150): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(`${n.tagName}:${Array.from(n.parentElement?.children ?? []).indexOf(n)}`);
      return path.join('/');
    });
    // Past the last control (focus leaves the page) or round to the first: done. A date input is
    // several stops (month, day, year, calendar) on one element: each is checked.
    if (key === null || (seen.size > 0 && key === seen.values().next().value)) return seen.size;
    seen.add(key);
    expect(await focusProblem(page), `focus stop ${i + 1}`).toBeNull();
  }
  return seen.size;
}
