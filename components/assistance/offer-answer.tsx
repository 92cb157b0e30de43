'use client';
// The customer's answer to an offer: Accept (it changes the payment plan, so it goes through the step-up,
// once per Idempotency-Key) or Decline. With autopay on, autopay follows the offer (a later debit, or a smaller
// one for the offer's months) only when the customer accepts its new authorization; otherwise it stays as it is.
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useStepUp } from '@/components/auth/use-step-up';
import type { AutopayOffer } from '@/components/due-date/confirm-due-date-move';
import { EnglishVersion } from '@/components/payment/binding-english';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { useBffCall } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffForm } from '@/lib/client/use-bff-form';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';

/**
 * Autopay's new authorization under the offer: as the due-date move offers it, with where autopay is now and,
 * under smaller payments, its amount now and the smaller one it would debit until `regularFrom`.
 */
export type AutopayUnderOffer = AutopayOffer & {
  nextDate: string;
  lowered: { amount: number; newAmount: number; months: number; regularFrom: string } | null;
};

interface Props {
  requestId: number;
  autopay: AutopayUnderOffer | null;
  acceptedPath: string;
  donePath: string;
}

const FIELDS = ['accept'] as const;
const SERVER_FIELDS = { autopay: 'accept' } as const;

export function OfferAnswer({ requestId, autopay, acceptedPath, donePath }: Props) {
  const t = useTranslations('assistance');
  const locale = useLocale();
  const id = useId();
  const router = useRouter();
  const call = useBffCall();
  const { stepUpDialog, ...stepUp } = useStepUp();
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS, stepUp });
  const decline = useBffForm({ fields: [] as const });
  const [key] = useState(() => crypto.randomUUID());
  const [moveAutopay, setMoveAutopay] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const withAutopay = autopay !== null && moveAutopay;
  const error = form.error('accept') ?? form.error('base') ?? decline.error('base');

  async function accept() {
    if (form.refuse({ accept: withAutopay && !accepted ? t('refusals.autopayAuthorization') : null })) return;
    const body = withAutopay ? { autopay: { authorization_version: autopay.authorizationVersion, authorization_language: locale === 'es-US' ? ('es-US' as const) : ('en-US' as const) } } : {};
    const res = await form.send(() => call(bffRoutes.assistance.accept, { params: { id: requestId }, body, idempotencyKey: withAutopay ? `${key}-a` : key }));
    if (!res?.ok) return;
    setLeaving(true);
    router.push(acceptedPath);
    router.refresh();
  }

  async function refuse() {
    const res = await decline.send(() => call(bffRoutes.assistance.reply, { params: { id: requestId }, body: { reply: 'decline' } }));
    if (!res?.ok) return;
    setLeaving(true);
    router.push(donePath);
    router.refresh();
  }

  return (
    <>
      <ScriptForm attach={form.attach} onSubmit={accept} noValidate aria-label={t('offer.accept')} className="space-y-4">
        {autopay && (
          <fieldset className="space-y-2 rounded-md border border-gray-300 bg-gray-50 p-4 text-sm">
            <legend className="px-1 text-base font-semibold">{t('offer.autopayHeading')}</legend>
            <p>
              {autopay.lowered
                ? t('offer.autopayKeepsAmount', { amount: formatDollars(autopay.lowered.amount), date: formatDate(autopay.nextDate) })
                : t('offer.autopayStays', { date: formatDate(autopay.nextDate) })}
            </p>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input type="checkbox" checked={moveAutopay} onChange={(e) => { setMoveAutopay(e.target.checked); form.edited('accept'); }} className="size-5 accent-brand-700" />
              {autopay.lowered
                ? t('offer.autopayLower', { amount: formatDollars(autopay.lowered.newAmount), months: autopay.lowered.months, date: formatDate(autopay.nextDate) })
                : t('offer.autopayMove', { date: formatDate(autopay.newNextDate) })}
            </label>
            {moveAutopay && (
              <div data-field="accept" className="space-y-2">
                <h3 className="font-semibold">{t('offer.autopayAuthorization')}</h3>
                {autopay.paragraphs.map((p) => <p key={p}>{p}</p>)}
                {autopay.english && <EnglishVersion paragraphs={autopay.english} labels={autopay.englishLabels} />}
                <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                  <input type="checkbox" name="accept" checked={accepted} onChange={(e) => { setAccepted(e.target.checked); form.edited('accept'); }} aria-invalid={form.error('accept') ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="size-5 accent-brand-700" />
                  {t('offer.autopayAccept')}
                </label>
              </div>
            )}
          </fieldset>
        )}
        {error && <p id={`${id}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">{error}</p>}
        <Button type="submit" pending={form.pending || leaving} pendingLabel={t('offer.accepting')}>{t('offer.accept')}</Button>
      </ScriptForm>
      <ScriptForm attach={decline.attach} onSubmit={refuse} noValidate aria-label={t('offer.decline')} className="mt-3">
        <Button type="submit" variant="secondary" pending={decline.pending} pendingLabel={t('offer.declining')}>{t('offer.decline')}</Button>
      </ScriptForm>
      {stepUpDialog}
    </>
  );
}

/** Withdraw an open request not yet answered. */
export function WithdrawRequest({ requestId, donePath }: { requestId: number; donePath: string }) {
  const t = useTranslations('assistance');
  const router = useRouter();
  const call = useBffCall();
  const form = useBffForm({ fields: [] as const });
  async function withdraw() {
    const res = await form.send(() => call(bffRoutes.assistance.reply, { params: { id: requestId }, body: { reply: 'withdraw' } }));
    if (!res?.ok) return;
    router.push(donePath);
    router.refresh();
  }
  return (
    <ScriptForm attach={form.attach} onSubmit={withdraw} noValidate aria-label={t('request.withdraw')}>
      {form.error('base') && <p role="alert" className="mb-2 text-danger">{form.error('base')}</p>}
      <Button type="submit" variant="secondary" pending={form.pending} pendingLabel={t('request.withdrawing')}>{t('request.withdraw')}</Button>
    </ScriptForm>
  );
}
