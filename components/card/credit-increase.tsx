'use client';
// Credit-limit increase (spec 000 sections 4, 5, 8): accept the current offer, or pick a monthly income
// range → the lender's offer → 0: declined (and e-mailed); above 0: accept → the page reloads with the new
// limit. Any failure: the spec's alert with the support phone.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toCreditOffer, type CreditOffer } from '@/lib/view/card-offer';
import { INCOME_RANGES, type IncomeRange } from '@/lib/rules/credit-increase';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { filePath } from '@/lib/rules/legal';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';

const NO_FIELDS = [] as const;

export function CreditIncrease({ cardId, currentOffer }: { cardId: number; currentOffer: CreditOffer | null }) {
  const t = useTranslations('card.increase');
  const id = useId();
  const [range, setRange] = useState<IncomeRange | ''>('');
  const [answer, setAnswer] = useState<CreditOffer | null>(null);
  const call = useBffCall();
  // Two sends: asking for an offer (the form) and accepting one; a press of either waits for the other.
  const asking = useBffForm({ fields: NO_FIELDS });
  const accepting = useBffForm({ fields: NO_FIELDS });
  const busy = asking.pending || accepting.pending;
  const [rangeError, setRangeError] = useState<string | null>(null);
  // Any failure of the lender's: the spec's alert with the support phone.
  const failed = Boolean(asking.error('base') || accepting.error('base'));

  async function request() {
    if (busy) return;
    accepting.clear();
    setAnswer(null);
    if (!range) {
      setRangeError(t('rangeRequired'));
      document.getElementById(`${id}-range`)?.focus();
      return;
    }
    const result = await asking.send(() => call(bffRoutes.card.calculateIncrease, { params: { id: cardId }, query: { income_range: range } }));
    if (result?.ok) setAnswer(toCreditOffer(result.data));
  }

  async function accept() {
    if (busy) return;
    asking.clear();
    const result = await accepting.send(() => call(bffRoutes.card.exportIncrease, { params: { id: cardId } }));
    // The page shows the new limit from the lender.
    if (result?.ok) window.location.reload();
  }

  const offer = answer && answer.amount > 0 ? answer : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="mb-1 text-xl font-semibold">{t('title')}</h2>
      {currentOffer && !answer && (
        <div className="mb-5 rounded-md border border-brand-100 bg-brand-50 p-4">
          <p className="font-semibold">{t('currentOffer', { amount: formatDollars(currentOffer.amount) })}</p>
          {currentOffer.expiresOn && <p className="mb-3 text-sm">{t('expires', { date: formatDate(currentOffer.expiresOn) })}</p>}
          <Button type="button" onClick={accept} pending={accepting.pending} pendingLabel={t('accepting')} aria-disabled={busy}>
            {t('acceptOffer')}
          </Button>
        </div>
      )}
      <ScriptForm attach={asking.attach} onSubmit={request} noValidate className="space-y-3">
        <p className="text-sm text-muted">{t('tellUs')}</p>
        <div>
          <label htmlFor={`${id}-range`} className="mb-1 block text-sm font-medium">{t('income')}</label>
          <select
            id={`${id}-range`}
            name="income_range"
            value={range}
            onChange={(e) => {
              setRange(e.target.value as IncomeRange | '');
              setRangeError(null);
            }}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger sm:max-w-xs"
          >
            <option value="">{t('selectRange')}</option>
            {INCOME_RANGES.map((r) => (
              <option key={r.value} value={r.value}>{t(`ranges.${r.value}`)}</option>
            ))}
          </select>
          {rangeError && (
            <p id={`${id}-range-error`} role="alert" className="mt-1 text-sm text-danger">{rangeError}</p>
          )}
        </div>
        <Button type="submit" variant="secondary" pending={asking.pending} pendingLabel={t('checking')} aria-disabled={busy}>
          {t('request')}
        </Button>
      </ScriptForm>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {answer && answer.amount === 0 && (
          <div className="rounded-md border border-gray-300 bg-gray-50 p-4">
            <p>{t('declined')}</p>
            <p className="mt-1 font-medium">{t('emailed')}</p>
            {answer.noticeFileId !== null && (
              <p className="mt-2">
                <a href={filePath(answer.noticeFileId)} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                  {t('notice')}
                </a>
              </p>
            )}
          </div>
        )}
        {offer && (
          <div className="rounded-md border border-green-300 bg-green-50 p-4">
            <p className="font-semibold">{t('approved', { amount: formatDollars(offer.amount) })}</p>
            {offer.expiresOn && <p className="mb-3 text-sm">{t('expires', { date: formatDate(offer.expiresOn) })}</p>}
            <Button type="button" onClick={accept} pending={accepting.pending} pendingLabel={t('accepting')} aria-disabled={busy}>
              {t('acceptIncrease')}
            </Button>
          </div>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-danger">{t('failed', { phone: SUPPORT_PHONE })}</p>
      )}
    </section>
  );
}
