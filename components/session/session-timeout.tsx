'use client';
// The idle warning (WCAG 2.2.1): two minutes before the session ends for inactivity, an alert
// dialog offers to stay signed in. Staying extends the session on the server (PUT /ui/auth/session);
// letting it run out signs out to /ui/auth, which says why and comes back here after sign-in. Every tab
// counts from the same last activity, so a request in one tab keeps the others from warning.
// On every signed-in page's first load: the answer's schema (and zod) arrive only when Stay is chosen.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { countdownAmount, formatCountdown, idleSignOutPath, idleState, WARNING_MS, type IdleState } from '@/lib/rules/session-timeout';
import { announceSignedOut, lastActivity, noteActivity, watchOtherTabs, watchRequests } from './idle-clock';

const here = () => window.location.pathname + window.location.search;

let leaving = false;
/** Leaves this page for sign-out, once, and tells the other tabs to follow. */
function leave(idle: boolean, path = idle ? idleSignOutPath(here()) : '/ui/auth/logout') {
  if (leaving) return;
  leaving = true;
  announceSignedOut(idle);
  window.location.assign(path);
}

export function SessionTimeout() {
  const [state, setState] = useState<IdleState>({ phase: 'active', warnInMs: WARNING_MS });
  const [staying, setStaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const evaluateRef = useRef<() => void>(() => undefined);
  const phase = useRef<IdleState['phase']>('active');
  const returnFocus = useRef<HTMLElement | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const t = useTranslations('auth.session');
  const call = useBffCall();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      clearTimeout(timer);
      const next = idleState(lastActivity(), Date.now());
      if (next.phase === 'warning' && phase.current !== 'warning') {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      phase.current = next.phase;
      setState(next);
      if (next.phase === 'ended') return leave(true);
      // While warning, tick every second for the countdown; before, sleep until the warning is due.
      timer = setTimeout(evaluate, next.phase === 'active' ? next.warnInMs : Math.min(1000, next.leftMs));
    };
    evaluateRef.current = evaluate;
    const activity = () => {
      noteActivity();
      evaluate();
    };
    activity(); // this page's own request
    const stopRequests = watchRequests(activity);
    const stopTabs = watchOtherTabs(evaluate, (idle) => leave(idle));
    // A tab in the background (or a laptop asleep) gets its timers late: look again when it is back.
    const onVisible = () => document.visibilityState === 'visible' && evaluate();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      stopRequests();
      stopTabs();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  async function stay() {
    if (staying) return;
    setStaying(true);
    setError(null);
    const res = await call(bffRoutes.auth.extendSession, {
      // The session had already ended on the server: sign in again, come back here, and the other tabs follow.
      onSignedOut: (signIn) => leave(false, signIn),
    });
    setStaying(false);
    if (!res.ok) return res.signIn ? undefined : setError(t('stayFailed'));
    noteActivity();
    evaluateRef.current();
  }

  const warning = state.phase === 'warning';
  const left = warning ? state.leftMs : WARNING_MS;
  const amount = countdownAmount(left);
  return (
    <ModalDialog
      open={warning}
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      // Escape means the customer is here: the same as staying.
      onClose={() => void stay()}
      returnFocus={returnFocus}
      initialFocus={stayButton}
      className="p-6"
    >
      <h2 id={`${id}-title`} className="mb-2 text-xl font-semibold">{t('title')}</h2>
      <p id={`${id}-text`} className="mb-3">
        {/* Only while it shows: a plural message builds the page's first Intl formatters, a long task during
            every signed-in page's hydration. */}
        {warning && (amount.unit === 'minutes' ? t('textMinutes', { minutes: amount.count }) : t('text', { seconds: amount.count }))}
      </p>
      <p aria-hidden="true" className="mb-4 text-3xl font-semibold tabular-nums">{formatCountdown(left)}</p>
      {error && (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button ref={stayButton} type="button" onClick={() => void stay()} pending={staying} pendingLabel={t('staying')}>
          {t('stay')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => leave(false)}>
          {t('signOutNow')}
        </Button>
      </div>
    </ModalDialog>
  );
}
