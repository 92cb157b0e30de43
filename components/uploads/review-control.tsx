/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
'use client';
// Staff's decision on a to-do item whose files wait for review: accept it, or refuse it with the reason the
// customer reads (and is e-mailed). Once every item is accepted the lender moves the application on; the
// page reloads its data (router.refresh) to show where it went.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import type { ChecklistItemView } from '@/lib/view/checklist';
import { UPLOAD_REASON_MAX } from '@/lib/contract/limits';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';

const FIELDS = ['reason'] as const;

export function ReviewControl({ applicationId, item }: { applicationId: number; item: ChecklistItemView['key'] }) {
  const id = useId();
  const router = useRouter();
  const call = useBffCall();
  const form = useBffForm({ fields: FIELDS });
  const [reason, setReason] = useState('');
  const [decision, setDecision] = useState<'accept' | 'refuse'>('accept');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const chosen = submitter === 'refuse' ? 'refuse' : 'accept';
    setDecision(chosen);
    if (chosen === 'refuse' && !reason.trim()) {
      form.refuse({ reason: 'Say why the item is refused.' });
      return;
    }
    const res = await form.send(() => call(bffRoutes.checklist.review, { params: { id: applicationId, item }, body: chosen === 'refuse' ? { decision: chosen, reason } : { decision: chosen } }));
    if (res?.ok) router.refresh();
  }

  const error = form.error('reason');
  return (
    <ScriptForm attach={form.attach} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-3 rounded-md border border-dashed border-gray-400 bg-gray-50 p-3">
      <h4 id={`${id}-heading`} className="font-semibold">Staff review</h4>
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium">Reason, if you refuse (the customer reads it)</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          value={reason}
          maxLength={UPLOAD_REASON_MAX}
          onChange={(e) => {
            setReason(e.target.value);
            form.edited('reason');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          rows={2}
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
        />
        {error && <p id={`${id}-error`} className="mt-1 text-sm text-danger">{error}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="decision" value="accept" pending={form.pending && decision === 'accept'} pendingLabel="Accepting…">Accept</Button>
        <Button type="submit" name="decision" value="refuse" variant="secondary" pending={form.pending && decision === 'refuse'} pendingLabel="Refusing…">Refuse</Button>
      </div>
      {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
    </ScriptForm>
  );
}
