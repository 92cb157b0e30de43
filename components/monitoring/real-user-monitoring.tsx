'use client';
// Real-user monitoring (spec 001 sections 7 and 9): the web vitals and client errors of every session
// (100 % sampling), sent with sendBeacon to the portal's own intake, which tags and forwards them.
// Kept tiny: it is part of every page's first-load JavaScript. Types only from the contract (no zod here).
import { useEffect } from 'react';
import { useReportWebVitals } from 'next/web-vitals';
import type { RumEvent } from '@/lib/contract/monitoring';

// eslint-disable-next-line portal/bff-route-by-entry -- a beacon, not a call: sendBeacon posts and reads no answer, so the intake is no entry of the route table
const INTAKE = '/api/monitoring/intake';
const VITALS = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'];
/** At most this many errors per page load: a render loop must not flood the intake. */
const MAX_ERRORS = 10;
const viewId = Math.random().toString(36).slice(2, 12) + '-' + Date.now().toString(36);

let queue: RumEvent[] = [];
let errors = 0;

function flush() {
  const events = queue.slice(0, 20);
  queue = queue.slice(20);
  if (queue.length) queueMicrotask(flush);
  const body = JSON.stringify({ view_id: viewId, events });
  // A JSON Blob makes the beacon a CORS-mode request, so it carries our Origin on every page.
  // eslint-disable-next-line no-restricted-properties -- the RUM reporter sends as the page is hidden: fire and forget, no answer to parse, no session (it reports from the sign-in page too)
  if (!navigator.sendBeacon?.(INTAKE, new Blob([body], { type: 'application/json' }))) {
    // eslint-disable-next-line no-restricted-globals -- where there is no sendBeacon, fetch with keepalive, for the same reasons
    fetch(INTAKE, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  }
}

/** Events sent in the same task go in one beacon (LCP, CLS and INP all arrive when the page is hidden). */
function send(event: RumEvent) {
  queue.push(event);
  if (queue.length === 1) queueMicrotask(flush);
}

const path = () => location.pathname.slice(0, 300);

export function reportClientError(kind: 'error' | 'unhandledrejection' | 'boundary', error: unknown, extra: { source?: string; line?: number; column?: number; digest?: string } = {}) {
  if (++errors > MAX_ERRORS) return;
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  send({ type: 'error', kind, message: message.slice(0, 1000), stack: stack?.slice(0, 4000), ...extra, path: path() });
}

const reportVital: Parameters<typeof useReportWebVitals>[0] = (metric) => {
  if (!VITALS.includes(metric.name)) return;
  send({
    type: 'web-vital',
    name: metric.name as 'TTFB' | 'FCP' | 'LCP' | 'CLS' | 'INP',
    value: Math.max(0, metric.value),
    rating: metric.rating,
    id: metric.id.slice(0, 100),
    navigation_type: metric.navigationType?.slice(0, 40),
    path: path(),
  });
};

export function RealUserMonitoring() {
  useReportWebVitals(reportVital);
  useEffect(() => {
    const onError = (e: ErrorEvent) =>
      reportClientError('error', e.error ?? e.message, { source: e.filename?.slice(0, 500) || undefined, line: e.lineno || undefined, column: e.colno || undefined });
    const onRejection = (e: PromiseRejectionEvent) => reportClientError('unhandledrejection', e.reason);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    return () => {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
