'use client';
// 'Approve your Purchase' (spec 000 sections 2, 4, 8): the confirmation modal opens on arrival; the
// customer approves or rejects with PUT /api/purchases/{id}. The lender's answers map to the spec's texts.
// The decision is sent like every form's (useBffForm): one at a time, its refusal as the form's own.
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { APPROVED_PURCHASE_ERROR, type PurchaseDecision } from '@/lib/rules/purchase';
import { toPurchaseView, type PurchaseView } from '@/lib/view/purchase';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PurchaseDetails } from './purchase-details';

/** Two decision buttons and no field: every refusal is the form's own. */
const NO_FIELDS = [] as const;

const onDay = (instant: string) => formatDate(lenderToday(new Date(instant)));

export function PurchaseApproval({ initial }: { initial: PurchaseView }) {
  const t = useTranslations('card.purchase');
  const id = useId();
  const call = useBffCall();
  const [purchase, setPurchase] = useState(initial);
  const [open, setOpen] = useState(true);
  const form = useBffForm({ fields: NO_FIELDS });
  const [deciding, setDeciding] = useState<PurchaseDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [signIn, setSignIn] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const state = purchase.state;
  const dealership = purchase.dealershipName;

  async function decide(decision: PurchaseDecision) {
    if (form.pending) return;
    setDeciding(decision);
    setDone(null);
    setSignIn(null);
    const at = new Date().toISOString();
    const body = { guid: purchase.guid, purchase: decision === 'approve' ? { approved_at: at } : { rejected_at: at } };
    const result = await form.send(() =>
      call(bffRoutes.purchases.decide, {
        params: { id: purchase.id },
        body,
        // An ended session is said in the dialog, with a link to sign in: the customer may be reading it.
        onSignedOut: () => undefined,
      }),
    );
    if (!result) return;
    if (result.ok) {
      const decided = toPurchaseView(result.data.data);
      setPurchase(decided);
      if (decision === 'approve' && decided.rejectedAt) form.refuse({ base: t('messages.servicerRejected') });
      else setDone(t(decision === 'approve' ? 'messages.approved' : 'messages.rejected'));
    } else if (result.status === 401) {
      form.refuse({ base: t('messages.onlyCustomer') });
      setSignIn(result.signIn ?? null);
    } else if (decision === 'reject' && (result.errors.rejected_at ?? []).includes(APPROVED_PURCHASE_ERROR)) {
      form.refuse({ base: t('messages.alreadyApproved', { dealership }) });
    } else {
      // The spec's words for any other refusal, whatever the lender said.
      form.refuse({ base: t('messages.failed') });
    }
  }
  const refused = form.error('base');
  const busy = form.pending ? deciding : null;

  const status =
    state === 'approved' ? t('approvedOn', { date: onDay(purchase.approvedAt!) }) :
    state === 'rejected' ? t('rejectedOn', { date: onDay(purchase.rejectedAt!) }) :
    t('waiting');

  return (
    <>
      <section aria-labelledby={`${id}-summary`} className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
        <h2 id={`${id}-summary`} className="text-lg font-semibold">{dealership}</h2>
        <p className="text-2xl font-semibold text-brand-700">{formatDollars(purchase.amount)}</p>
        <p className="mt-1 text-muted">{status}</p>
        {/* A press before the page's scripts have arrived opens the dialog once they have. */}
        <ScriptForm onSubmit={() => setOpen(true)} aria-label={t('reviewLabel')}>
          {/* It opens the dialog and sends nothing: never pending. */}
          <Button ref={opener} type="submit" className="mt-4 w-full sm:w-auto" pending={false}>
            {t('review')}
          </Button>
        </ScriptForm>
      </section>

      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} returnFocus={opener} initialFocus={title}>
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
          <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="text-xl font-semibold focus:outline-none">{t('confirm')}</h2>
          <button type="button" onClick={() => setOpen(false)} className="-m-2 rounded p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={t('close')}>
            ×
          </button>
        </div>
        <div className="space-y-4 px-5 py-4">
          <p className="text-sm">{status}</p>
          <PurchaseDetails purchase={purchase} />
          {refused && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
              <p>{refused}</p>
              {signIn && <a className="mt-1 inline-block font-semibold underline" href={signIn}>{t('signIn')}</a>}
            </div>
          )}
          {done && !refused && (
            <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-success">
              <p>{done}</p>
            </div>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-gray-200 px-5 py-4 sm:flex-row sm:justify-end">
          {state === 'rejected' ? (
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>{t('close')}</Button>
          ) : (
            <>
              {/* An approved purchase can still be asked to be rejected: the lender answers with whom to contact. */}
              <Button type="button" variant="secondary" onClick={() => decide('reject')} pending={busy === 'reject'} pendingLabel={t('rejecting')} aria-disabled={busy !== null}>
                {t('reject')}
              </Button>
              {state === 'pending' && (
                <Button type="button" onClick={() => decide('approve')} pending={busy === 'approve'} pendingLabel={t('approving')} aria-disabled={busy !== null}>
                  {t('approve')}
                </Button>
              )}
            </>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
