'use client';
// The customer's compose box: says who will read it, refuses an empty message, and reloads the list
// once the message is sent.
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CommentTextField } from './comment-text-field';
import { usePostComment } from './use-post-comment';
import { ScriptForm } from '@/components/ui/script-form';

interface Props {
  applicationId: number;
  userId: number;
  customerName: string;
}

export function CustomerCompose({ applicationId, userId, customerName }: Props) {
  const id = useId();
  const t = useTranslations('mailbox.compose');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const { send, pending, error, attach } = usePostComment();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const ok = await send(text, { application_id: applicationId, user_id: userId, to_customer: true, to_dealership: false, customer_name: customerName });
    if (ok) {
      setText('');
      setSent(true);
    }
  }

  return (
    <ScriptForm attach={attach} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">{t('heading')}</h2>
      <CommentTextField id={id} label={t('label')} hint={t('hint')} text={text} onChange={setText} error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending} pendingLabel={t('sending')}>{t('send')}</Button>
        <p role="status" className="text-sm text-success">{sent ? t('sent') : ''}</p>
      </div>
    </ScriptForm>
  );
}
