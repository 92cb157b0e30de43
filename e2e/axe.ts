// axe-core on the page as it stands: zero violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The violations, one line each: rule, impact, the first few elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are reported: axe then skips building the (large) passes and incomplete lists.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  const violations = await axeViolations(page);
  (soft ? expect.soft : expect)(violations, `axe violations on ${label}`).toEqual([]);
}
