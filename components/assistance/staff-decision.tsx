'use client';
/* eslint-disable portal/no-visible-words -- a staff-only panel: it stays in English, as collections staff work in English (the viewing-as banner names the customer's language) */
// Collections staff decide a request: in review, an offer with its terms (a later due date by days, smaller
// payments for months, a pause of months), a call at a time, a refusal with its reason, or (SCRA) the rate cap
// approved. The lender checks the role and every figure; its refusals land beside their fields.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { useBffCall } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffForm } from '@/lib/client/use-bff-form';
import type { AssistanceKind, OfferKind, StaffDecision } from '@/lib/contract/assistance-words';

const FIELDS = ['decision', 'offer_kind', 'days', 'months', 'amount', 'call_at', 'reason'] as const;

const DECISIONS: Record<AssistanceKind, { value: StaffDecision; label: string }[]> = {
  assistance: [
    { value: 'offer', label: 'Make an offer' },
    { value: 'call', label: 'Schedule a call' },
    { value: 'refuse', label: 'Refuse, with the reason' },
    { value: 'in_review', label: 'Mark in review' },
    { value: 'close', label: 'Close (call ended, offer unanswered)' },
  ],
  scra: [
    { value: 'approve', label: 'Approve the 6% rate cap' },
    { value: 'call', label: 'Schedule a call' },
    { value: 'refuse', label: 'Refuse, with the reason' },
    { value: 'in_review', label: 'Mark in review' },
    { value: 'close', label: 'Close (call ended)' },
  ],
};

const OFFERS: { value: OfferKind; label: string }[] = [
  { value: 'later_due_date', label: 'A later due date (days)' },
  { value: 'reduced_payment', label: 'Smaller payments (amount, months)' },
  { value: 'pause', label: 'A pause (months)' },
];

const selectClass = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base';
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function StaffDecisionForm({ requestId, kind }: { requestId: number; kind: AssistanceKind }) {
  const router = useRouter();
  const call = useBffCall();
  const form = useBffForm({ fields: FIELDS });
  const [v, setV] = useState({ decision: DECISIONS[kind][0]!.value as StaffDecision, offer: 'later_due_date' as OfferKind, days: '', months: '', amount: '', callAt: '', reason: '' });
  const [done, setDone] = useState(false);
  const set = (change: Partial<typeof v>, field: (typeof FIELDS)[number]) => {
    setV((old) => ({ ...old, ...change }));
    form.edited(field);
  };

  async function submit() {
    const body = {
      decision: v.decision,
      ...(v.decision === 'offer' ? { offer_kind: v.offer, days: num(v.days), months: num(v.months), amount: num(v.amount) } : {}),
      ...(v.decision === 'call' && v.callAt ? { call_at: new Date(v.callAt).toISOString() } : {}),
      ...(v.decision === 'refuse' ? { reason: v.reason } : {}),
    };
    const res = await form.send(() => call(bffRoutes.assistance.decide, { params: { id: requestId }, body }));
    if (!res?.ok) return;
    setDone(true);
    router.refresh();
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate aria-labelledby="staff-decision-heading" className="space-y-4 rounded-lg border border-amber-300 bg-white p-4">
      <h2 id="staff-decision-heading" className="text-lg font-semibold">Decide this request (collections)</h2>
      {form.error('base') && <p role="alert" className="text-danger">{form.error('base')}</p>}
      {done && <p role="status" className="text-success">Decision recorded. The customer has a message and a letter.</p>}
      <div data-field="decision">
        <label htmlFor="staff-decision" className="mb-1 block text-sm font-medium">Decision</label>
        <select id="staff-decision" name="decision" value={v.decision} onChange={(e) => set({ decision: e.target.value as StaffDecision }, 'decision')} className={selectClass}>
          {DECISIONS[kind].map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
        </select>
        {form.error('decision') && <p role="alert" className="mt-1 text-sm text-danger">{form.error('decision')}</p>}
      </div>
      {v.decision === 'offer' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div data-field="offer_kind" className="sm:col-span-2">
            <label htmlFor="staff-offer" className="mb-1 block text-sm font-medium">Offer</label>
            <select id="staff-offer" name="offer_kind" value={v.offer} onChange={(e) => set({ offer: e.target.value as OfferKind }, 'offer_kind')} className={selectClass}>
              {OFFERS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </div>
          {v.offer === 'later_due_date' && <TextField label="Days later (1 to 30)" name="days" inputMode="numeric" value={v.days} onChange={(e) => set({ days: e.target.value }, 'days')} error={form.error('days')} />}
          {v.offer !== 'later_due_date' && <TextField label="Months" name="months" inputMode="numeric" value={v.months} onChange={(e) => set({ months: e.target.value }, 'months')} error={form.error('months')} />}
          {v.offer === 'reduced_payment' && <TextField label="Smaller payment (dollars)" name="amount" inputMode="decimal" value={v.amount} onChange={(e) => set({ amount: e.target.value }, 'amount')} error={form.error('amount')} />}
        </div>
      )}
      {v.decision === 'call' && <TextField label="Call at (your local time)" name="call_at" type="datetime-local" value={v.callAt} onChange={(e) => set({ callAt: e.target.value }, 'call_at')} error={form.error('call_at')} />}
      {v.decision === 'refuse' && (
        <div data-field="reason">
          <label htmlFor="staff-reason" className="mb-1 block text-sm font-medium">Reason (the customer reads it)</label>
          <textarea id="staff-reason" name="reason" rows={3} maxLength={500} value={v.reason} onChange={(e) => set({ reason: e.target.value }, 'reason')} aria-invalid={form.error('reason') ? true : undefined} className="block w-full rounded-md border border-gray-400 px-3 py-2" />
          {form.error('reason') && <p role="alert" className="mt-1 text-sm text-danger">{form.error('reason')}</p>}
        </div>
      )}
      <Button type="submit" pending={form.pending} pendingLabel="Recording…">Record decision</Button>
    </ScriptForm>
  );
}
