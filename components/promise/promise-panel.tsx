'use client';
// The promise-to-pay panel's interaction: dismiss (for the session), the form and its states
// form → creating → success (then to the payments page) or error (back to the form with the
// minimum-amount message, as spec 001 section 8 says).
import { useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { hidden, phoneLink } from '@/components/i18n/rich';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { placeErrors, useBffForm } from '@/lib/client/use-bff-form';
import type { PromiseCodes } from '@/lib/view/promise-codes';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { centsToDollars, dollarsToCents, formatCents } from '@/lib/rules/money';
import { minimumAmountMessage, validatePromise } from '@/lib/rules/promise-to-pay';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { sanitizeAmountInput } from '@/lib/rules/payment-amount';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';

interface Props {
  applicationId: number;
  loanAccountId: number;
  /** The promises made, each as its line ("$50.00 on June 5, 2026"), formatted on the server. */
  promises: { key: string; text: string }[];
  canCreate: boolean;
  codes: PromiseCodes | null;
  minimumCents: number;
  defaultAmountCents: number;
  today: string;
  maxDate: string | null;
  paymentsHref: string;
  bankTabHref: string;
}


const dismissKey = (applicationId: number) => `ptp-dismissed-${applicationId}`;
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function PromisePanel(props: Props) {
  const router = useRouter();
  const headingId = useId();
  const t = useTranslations('promise');
  // Dismissed for the session: remembered in sessionStorage, read after hydration.
  const storedDismissed = useSyncExternalStore(subscribe, () => sessionStorage.getItem(dismissKey(props.applicationId)) === '1', () => false);
  const [dismissed, setDismissed] = useState(false);
  const [promised, setPromised] = useState(false);

  useEffect(() => {
    if (!promised) return;
    const timer = setTimeout(() => router.push(props.paymentsHref), 1500);
    return () => clearTimeout(timer);
  }, [promised, router, props.paymentsHref]);

  if (dismissed || storedDismissed) return null;

  function dismiss() {
    sessionStorage.setItem(dismissKey(props.applicationId), '1');
    setDismissed(true);
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-brand-600 bg-white p-5">
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">{t('heading')}</h2>
        <button type="button" onClick={dismiss} className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline">
          {t.rich('dismiss', { hidden })}
        </button>
      </div>

      {props.promises.length > 0 ? (
        <div>
          <p className="mb-2">{t('promised')}</p>
          <ul className="mb-3 space-y-1">
            {props.promises.map((p) => (
              <li key={p.key} className="font-semibold">
                {p.text}
              </li>
            ))}
          </ul>
          <CallSupport message="toChange" />
        </div>
      ) : !props.canCreate ? (
        <CallSupport message="toMake" />
      ) : promised ? (
        <p role="status" className="font-medium text-success">
          {t('success')}
        </p>
      ) : (
        <PromiseForm {...props} onPromised={() => setPromised(true)} />
      )}
    </section>
  );
}

const FIELDS = ['amount', 'date'] as const;
const SERVER_FIELDS = { promise_amount: 'amount', promise_date: 'date' } as const;

/** The amount, the date and a comment; a failed promise comes back with the minimum-amount message (spec 001 section 8). */
function PromiseForm(props: Props & { onPromised: () => void }) {
  const call = useBffCall();
  const id = useId();
  const t = useTranslations('promise');
  const rules = useRules();
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS });
  const [amount, setAmount] = useState(centsToDollars(props.defaultAmountCents).toFixed(2));
  const [date, setDate] = useState(props.today);
  const [comments, setComments] = useState('');

  async function submit() {
    const amountNumber = Number(amount.replace(/[^\d.]/g, ''));
    const amountCents = amount.trim() && Number.isFinite(amountNumber) ? dollarsToCents(amountNumber) : null;
    const found = validatePromise({ amountCents, minimumCents: props.minimumCents, date, today: props.today, maxDate: props.maxDate }, rules);
    if (form.refuse(found) || amountCents === null) return;
    const res = await form.send(() =>
      call(bffRoutes.payments.promise, {
        params: { id: props.loanAccountId },
        body: { promise_amount: centsToDollars(amountCents), promise_date: date, result_code: props.codes?.resultCode ?? null, action_code: props.codes?.actionCode ?? null, comments },
      }),
    );
    if (!res) return;
    if (res.ok) return props.onPromised();
    // A failed promise goes back to the form with the minimum-amount message (spec 001 section 8).
    form.refuse({ amount: minimumAmountMessage(props.minimumCents, rules), date: placeErrors(res.errors, FIELDS, SERVER_FIELDS).date, base: res.errors.base?.[0] });
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate className="space-y-4" aria-busy={form.pending || undefined}>
      <p className="text-sm">{t('intro')}</p>
      {form.error('base') && <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">{form.error('base')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('amount')}
          name="promise_amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={filteredChange(sanitizeAmountInput, setAmount)}
          error={form.error('amount')}
          hint={t('amountHint', { amount: formatCents(props.minimumCents) })}
        />
        <TextField
          label={t('date')}
          name="promise_date"
          type="date"
          min={props.today}
          max={props.maxDate ?? undefined}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={form.error('date')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-comments`} className="mb-1 block text-sm font-medium">{t('comments')}</label>
        <textarea
          id={`${id}-comments`}
          name="comments"
          rows={3}
          maxLength={1000}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          className="block w-full rounded-md border border-gray-400 px-3 py-2"
        />
      </div>
      <p className="text-sm">
        {t.rich('another', {
          link: (chunks) => (
            <Link href={props.bankTabHref} className="font-medium text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Button type="submit" pending={form.pending} pendingLabel={t('creating')}>
        {t('create')}
      </Button>
    </ScriptForm>
  );
}

function CallSupport({ message }: { message: 'toChange' | 'toMake' }) {
  const t = useTranslations('promise');
  return (
    <p>
      {t.rich(message, { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-semibold text-brand-700 underline') })}{' '}
      <span className="text-sm text-muted">{t('hoursLabel', { hours: t('hours') })}</span>
    </p>
  );
}
