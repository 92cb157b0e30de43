// Figure 3, with JavaScript off: sign-in and the loan page still work.
import type { Browser } from '@playwright/test';
import { withoutJavaScript } from '../browser';
import type { BenchContext, Target } from '../context';
import { PASSWORD } from '../http';
import { exactly, figure } from '../stats';

/** 3: sign-in and loan page with JavaScript off, as ana. */
export async function noJavaScriptFigures({ record }: BenchContext, t: Target, browser: Browser) {
  const loanRoute = t.routes.find((r) => r.key === 'loan')!;
  const nojs = await withoutJavaScript(browser, t.base, 'ana@example.com', PASSWORD, new URL(loanRoute.url).pathname);
  record(figure(3, 'nojs.sign-in', 'sign-in works without JavaScript', nojs.signIn.ok ? 1 : 0, '', exactly(1), nojs.signIn.detail));
  record(figure(3, 'nojs.loan', 'loan page shows its content without JavaScript', nojs.loan.ok ? 1 : 0, '', exactly(1), nojs.loan.detail));
}
