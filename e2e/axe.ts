// axe-core on the page as it stands: zero violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A frame of another origin than the page's (a third party's dialog, as the bank link's). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    if (frame === page.mainFrame()) return false;
    const url = frame.url();
    if (url === '' || url === 'about:blank' || url === 'about:srcdoc') return false;
    try {
      return new URL(url).origin !== origin;
    } catch {
      return true;
    }
  });
}

/** The violations, one line each: rule, impact, the first few elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are reported: axe then skips building the (large) passes and incomplete lists.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  // axe.run in the page (the same-origin frames reached by messages) costs a third of the default's runPartial
  // in every frame and finishRun in a blank page it opens (measured 0.45 s against 1.1 s a check on the loan
  // page), and finds the same; only a cross-origin frame needs the default to be looked into.
  if (!hasCrossOriginFrame(page)) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  const violations = await axeViolations(page);
  (soft ? expect.soft : expect)(violations, `axe violations on ${label}`).toEqual([]);
}
