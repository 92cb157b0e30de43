// Figure 3: first-load JavaScript per route against the bare page.
import type { Browser } from '@playwright/test';
import { firstLoadJs } from '../browser';
import type { BenchContext, Target } from '../context';
import { BARE, measurable } from '../routes';
import { figure, GOALS, notApplicable, ratio, round } from '../stats';

/** 3: first-load JS per route against the bare page, in a fresh browser context each. */
export async function javascriptFigures({ record }: BenchContext, t: Target, browser: Browser) {
  const bare = await firstLoadJs(browser, t.base, BARE, null);
  record(figure(3, 'js.bare', 'bare page', bare.gzipBytes / 1024, 'KB', null, `${bare.scripts} scripts, ${Math.round(bare.rawBytes / 1024)} KB raw`));
  for (const r of measurable(t.routes, 'js')) {
    if (!r.ok) {
      record(notApplicable(3, `js.${r.key}`, r.label, r.note));
      continue;
    }
    const js = await firstLoadJs(browser, t.base, new URL(r.url).pathname, r.cookie);
    record(figure(3, `js.${r.key}`, r.label, ratio(js.gzipBytes, bare.gzipBytes), '×', GOALS.firstLoadJs, `${round(js.gzipBytes / 1024, 1)} KB gzip in ${js.scripts} scripts (bare ${round(bare.gzipBytes / 1024, 1)} KB); ${js.prefetches} prefetches`));
  }
}
