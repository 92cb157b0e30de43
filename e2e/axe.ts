// axe-core on the page as it stands: zero violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// Only violations are reported: axe then skips building the (large) passes and incomplete lists.
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

type Violations = Pick<AxeResults, 'violations'>['violations'];

/** axe in the frame's document, unless the document has it already (a frame gone meanwhile is left out). */
async function injectOnce(frame: Frame) {
  try {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  } catch {
    // detached while we looked: nothing left to check in it
  }
}

/**
 * axe.run in the page, the same-origin frames reached by its messages. It costs a third of the default's runPartial
 * in every frame and finishRun in a blank page it opens (0.45 s against 1.1 s a check of the loan page), and finds
 * the same. axe goes into each document once: AxeBuilder injects its half megabyte twice on every check, and a
 * walk checks each document at two widths and after each state (0.85 s against 0.4 s a check of the history).
 */
async function sameOriginViolations(page: Page): Promise<Violations> {
  for (const frame of page.frames()) await injectOnce(frame);
  return page.evaluate((options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options).then((r) => r.violations), RUN_OPTIONS);
}

/**
 * Transitions and other finite animations still running, awaited: a colour half-way through a
 * transition (a button just turned from one variant into another) is not a colour the page stays at.
 * Endless ones (a spinner) are left running.
 */
async function settled(page: Page) {
  await page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    .catch(() => undefined); // a navigation meanwhile: the check that follows meets the new page
}

/** The violations, one line each: rule, impact, the first few elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  // Only a cross-origin frame (a third party's dialog) needs AxeBuilder's runPartial in every frame.
  const violations = hasCrossOriginFrame(page)
    ? (await new AxeBuilder({ page }).options(RUN_OPTIONS).analyze()).violations
    : await sameOriginViolations(page);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  const violations = await axeViolations(page);
  (soft ? expect.soft : expect)(violations, `axe violations on ${label}`).toEqual([]);
}
