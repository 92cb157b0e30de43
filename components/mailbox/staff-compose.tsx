/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
'use client';
// Staff's comment form (spec 001 section 6): the text, an action type, how the customer was contacted,
// who besides the lender may see it (nobody unless ticked), and the comment type.
import { useId, useState, type FormEvent } from 'react';
import { ACTION_TYPES, COMMENT_TYPES, CONTACT_METHODS, type ActionType, type CommentType } from '@/lib/contract/team-comment-words';
import { Button } from '@/components/ui/button';
import { CommentTextField } from './comment-text-field';
import { usePostComment } from './use-post-comment';
import { ScriptForm } from '@/components/ui/script-form';

type ContactMethod = (typeof CONTACT_METHODS)[number];

interface Props {
  applicationId: number;
  userId: number;
  customerName: string;
}

const selectClass = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base';

export function StaffCompose({ applicationId, userId, customerName }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [actionType, setActionType] = useState<ActionType | ''>('');
  const [contactMethod, setContactMethod] = useState<ContactMethod | ''>('');
  const [toCustomer, setToCustomer] = useState(false);
  const [toDealership, setToDealership] = useState(false);
  const [commentType, setCommentType] = useState<CommentType>('note');
  const [saved, setSaved] = useState(false);
  const { send, pending, error, attach } = usePostComment();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const ok = await send(text, {
      application_id: applicationId,
      user_id: userId,
      to_customer: toCustomer,
      to_dealership: toDealership,
      customer_name: customerName,
      action_type: actionType || null,
      contact_method: contactMethod || null,
      comment_type: commentType,
    });
    if (ok) {
      setText('');
      setSaved(true);
    }
  }

  return (
    <ScriptForm attach={attach} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">Add a comment</h2>
      <CommentTextField id={id} label="Comment" text={text} onChange={setText} error={error} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-medium">Action type</label>
          <select id={`${id}-action`} value={actionType} onChange={(e) => setActionType(e.target.value as ActionType | '')} className={selectClass}>
            <option value="">None</option>
            {Object.entries(ACTION_TYPES).map(([value, words]) => <option key={value} value={value}>{words}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className="mb-1 block text-sm font-medium">Contact method</label>
          <select id={`${id}-contact`} value={contactMethod} onChange={(e) => setContactMethod(e.target.value as ContactMethod | '')} className={selectClass}>
            <option value="">None</option>
            {CONTACT_METHODS.map((m) => <option key={m} value={m}>{m}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium">Comment type</label>
          <select id={`${id}-type`} value={commentType} onChange={(e) => setCommentType(e.target.value as CommentType)} className={selectClass}>
            {Object.entries(COMMENT_TYPES).map(([value, words]) => <option key={value} value={value}>{words}</option>)}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Who else can see it</legend>
        <p id={`${id}-audience`} className="mb-2 text-sm text-muted">Leave both unticked for a note only the lender&apos;s staff see.</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={toCustomer} onChange={(e) => setToCustomer(e.target.checked)} aria-describedby={`${id}-audience`} className="size-5" />
            The customer
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={toDealership} onChange={(e) => setToDealership(e.target.checked)} aria-describedby={`${id}-audience`} className="size-5" />
            The service center
          </label>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending} pendingLabel="Saving…">Add comment</Button>
        <p role="status" className="text-sm text-success">{saved ? 'The comment was added.' : ''}</p>
      </div>
    </ScriptForm>
  );
}
