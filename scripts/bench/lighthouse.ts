// Lighthouse (mobile preset, its default) in Debian's Chromium, one Chrome for every page; signed-in
// pages get the session cookie as an extra header.
import type { Flags, Result } from 'lighthouse';

export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  finalUrl: string;
  /** Accessibility audits that failed, by id. */
  failedA11y: string[];
  warnings: string[];
  /** The element Lighthouse took as the largest paint (its snippet), to tell content from a skeleton or a form. */
  lcpElement: string;
  /** Lighthouse's measure of the host's speed: lower on a busy machine, which inflates TBT. */
  benchmarkIndex: number;
  /**
   * Scripts that had finished loading when the page painted its largest content in the observed load. Under
   * the simulated throttling Lighthouse charges every one of them to LCP (Lantern's LCP graph keeps each
   * request that ended before the observed paint): the bare page's LCP was its scripts' download until the
   * CSS, a render-blocking request, stopped holding the paint back.
   */
  scriptsBeforeLcp: number;
}

interface NetworkRequestRow {
  resourceType?: string;
  networkEndTime?: number;
}

/** How many scripts ended before the observed LCP (see scriptsBeforeLcp). */
export function scriptsBeforeLcp(lhr: Result): number {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestRow[] } | undefined)?.items ?? [];
  const paint = metrics?.observedLargestContentfulPaint;
  if (paint === undefined) return Number.NaN;
  return requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime !== undefined && r.networkEndTime <= paint).length;
}

export interface LighthouseRunner {
  run(url: string, cookie: string | null): Promise<LighthouseScores>;
  close(): Promise<void>;
}

/** The LCP element's HTML snippet from the largest-contentful-paint-element audit (a table of one item). */
function lcpSnippet(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return snippet.replace(/\s+/g, ' ').slice(0, 90);
}

/**
 * How Lighthouse slows the load down to a phone's. 'simulate' (its default) loads the page at full speed and
 * computes the metrics from that load's graph: on localhost the scripts arrive within milliseconds, and in
 * runs where the host painted after they arrived every one of them is charged to LCP (the same page gave
 * 0.9 s or 2.1 s, run by run, with the same FCP). 'devtools' throttles the load itself (150 ms RTT, 1.6 Mbps,
 * CPU 4× slower), as a phone would see it: the paint comes before the scripts every time.
 */
export type LighthouseThrottling = 'devtools' | 'simulate';

export function parseThrottling(value: string | undefined): LighthouseThrottling {
  if (value === undefined || value === '' || value === 'devtools') return 'devtools';
  if (value === 'simulate') return 'simulate';
  throw new Error(`BENCH_LIGHTHOUSE_THROTTLING must be devtools or simulate, not "${value}"`);
}

/** A fresh Chrome per page, so no cookie a page set (the sliding session) leaks into the next run. */
export async function startLighthouse(chromePath: string, throttlingMethod: LighthouseThrottling = 'devtools'): Promise<LighthouseRunner> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  return {
    async run(url, cookie) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
      try {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          throttlingMethod,
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        };
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const lhr: Result = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
        const failedA11y = a11yRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
        return {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          finalUrl: lhr.finalDisplayedUrl,
          failedA11y,
          warnings: lhr.runWarnings,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          lcpElement: lcpSnippet(lhr),
          scriptsBeforeLcp: scriptsBeforeLcp(lhr),
        };
      } finally {
        chrome.kill();
      }
    },
    async close() {},
  };
}
