// The portal's own metrics beside the request and lender-call durations: sign-ins by outcome, payments
// posted, and the visitors' web vitals from the intake, each a histogram in its own unit. Every recorder is
// a no-op until the SDK runs (lib/common/telemetry/instruments.ts).
import 'server-only';
import { counter, histogram } from '../common/telemetry/instruments';
import type { RumRecord } from '../contract/monitoring';

const METER = 'lender-portal';

/** How a sign-in ended: the ones the sign-in routes tell apart. */
export type SignInOutcome = 'signed_in' | 'second_step' | 'credentials' | 'invalid' | 'locked' | 'unavailable';

const signIns = counter(METER, 'portal.sign_ins', { description: 'Sign-ins by method and outcome.' });
export const countSignIn = (method: 'password' | 'passkey' | 'second_step', outcome: SignInOutcome) =>
  signIns.record(1, { 'sign_in.method': method, 'sign_in.outcome': outcome });

// Card payments are made on the card processor's page, never through the portal: these are bank payments.
const payments = counter(METER, 'portal.payments.posted', { description: 'One-time bank payments the lender accepted.' });
export const countPayment = () => payments.record(1);

// Milliseconds for the timings; CLS is a score. Buckets around the vitals' good and poor thresholds.
const MS_BUCKETS = [50, 100, 200, 300, 500, 800, 1000, 1500, 1800, 2000, 2500, 3000, 4000, 6000, 10_000];
const vitals = {
  TTFB: histogram(METER, 'browser.web_vital.ttfb', { unit: 'ms', description: 'Time to first byte, from the browser.', buckets: MS_BUCKETS }),
  FCP: histogram(METER, 'browser.web_vital.fcp', { unit: 'ms', description: 'First contentful paint.', buckets: MS_BUCKETS }),
  LCP: histogram(METER, 'browser.web_vital.lcp', { unit: 'ms', description: 'Largest contentful paint.', buckets: MS_BUCKETS }),
  INP: histogram(METER, 'browser.web_vital.inp', { unit: 'ms', description: 'Interaction to next paint.', buckets: MS_BUCKETS }),
  CLS: histogram(METER, 'browser.web_vital.cls', { unit: '1', description: 'Cumulative layout shift.', buckets: [0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1] }),
};

/** Each web vital of the batch into its histogram, with its rating (not its path: one series per page would be too many). */
export function recordVitals(records: RumRecord[]): void {
  for (const r of records) {
    if (r.type !== 'web-vital') continue;
    vitals[r.name].record(r.value, { ...(r.rating ? { 'web_vital.rating': r.rating } : {}) });
  }
}
