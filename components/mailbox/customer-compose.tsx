'use client';
// The customer's compose box: says who will read it, refuses an empty message, and reloads the list
// once the message is sent.
import { useId, useState, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@/lib/contract/team-comment-words';
import { Button } from '@/components/ui/button';
import { usePostComment } from './use-post-comment';
import { ScriptForm } from '@/components/ui/script-form';

interface Props {
  applicationId: number;
  userId: number;
  customerName: string;
}

export function CustomerCompose({ applicationId, userId, customerName }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const { send, pending, error, setError } = usePostComment();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    // The schema arrives with the first send: zod stays out of the page's first JavaScript (issue 13).
    const { CommentTextSchema } = await import('@/lib/contract/team-comments');
    const checked = CommentTextSchema.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    const ok = await send({ application_id: applicationId, user_id: userId, text: checked.data, to_customer: true, to_dealership: false, customer_name: customerName });
    if (ok) {
      setText('');
      setSent(true);
    }
  }

  return (
    <ScriptForm onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">Send us a message</h2>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">Your message</label>
        <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
          Our support team will see your message and answer you here.
        </p>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={COMMENT_TEXT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending} pendingLabel="Sending…">Send message</Button>
        <p role="status" className="text-sm text-success">{sent ? 'Your message was sent.' : ''}</p>
      </div>
    </ScriptForm>
  );
}
