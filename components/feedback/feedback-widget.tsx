'use client';
// The feedback widget of the loan page's sidebar (spec 000): stars, an optional comment, the authorization
// checkbox (checked by default). Sent once: the lender keeps one per customer, and the page stops showing
// the widget once it has one (has_feedback), so it is gone for good after a reload.
import { useId, useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { useTranslations } from 'next-intl';
import { FEEDBACK_COMMENT_MAX } from '@/lib/rules/feedback';
import { LENDER_NAME } from '@/lib/rules/contact';
import { Button } from '@/components/ui/button';
import { StarRating } from './star-rating';
import { ScriptForm } from '@/components/ui/script-form';

const NO_FIELDS = [] as const;

export function FeedbackWidget({ userId, applicationId, starLabels }: { userId: number; applicationId: number; starLabels: readonly string[] }) {
  const id = useId();
  const t = useTranslations('feedback');
  const call = useBffCall();
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [authorize, setAuthorize] = useState(true);
  const form = useBffForm({ fields: NO_FIELDS });
  const [sent, setSent] = useState(false);

  async function submit() {
    if (rate === null) return;
    const res = await form.send(() =>
      call(bffRoutes.comments.feedback, {
        body: { comment: { rate, comment: comment.trim() || null, authorize, user_id: userId, commentable_id: applicationId, commentable_type: 'Application' } },
      }),
    );
    if (res?.ok) setSent(true);
  }

  if (sent) {
    return (
      <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id={`${id}-heading`} className="sr-only">{t('label')}</h2>
        <p role="status" className="font-semibold text-success">{t('thanks')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="mb-1 text-lg font-semibold">{t('heading')}</h2>
      <ScriptForm attach={form.attach} onSubmit={submit} className="space-y-3" noValidate>
        <div>
          <p id={`${id}-rating`} className="mb-1 text-sm font-medium">{t('rating')}</p>
          <StarRating value={rate} onChange={setRate} labelledBy={`${id}-rating`} describedBy={rate === null ? `${id}-hint` : undefined} labels={starLabels} />
          {rate === null && <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{t('hint')}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-comment`} className="mb-1 block text-sm font-medium">{t('comment')}</label>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
          />
        </div>
        <div className="flex items-start gap-2">
          <input id={`${id}-authorize`} type="checkbox" checked={authorize} onChange={(e) => setAuthorize(e.target.checked)} className="mt-1 size-5 shrink-0 accent-brand-700" />
          <label htmlFor={`${id}-authorize`} className="text-sm">{t('authorize', { lender: LENDER_NAME })}</label>
        </div>
        {/* Any failure: the widget's own words (the lender's refusal of a second feedback included). */}
        {form.error('base') && <p role="alert" className="text-sm font-semibold text-danger">{t('error')}</p>}
        <Button
          type="submit"
          disabled={rate === null}
          pending={form.pending}
          pendingLabel={t('sending')}
          aria-describedby={rate === null ? `${id}-hint` : undefined}
          className="w-full"
        >
          {t('send')}
        </Button>
      </ScriptForm>
    </section>
  );
}
