// The mailbox's messages, newest first: author, time, who can see it ('Only', Customer, Service
// Center), the text as text; for staff also the contact details, the deleted flag and Delete.
import { useTranslations } from 'next-intl';
import { formatCommentTime } from '@/lib/rules/mailbox';
import type { TeamCommentView } from '@/lib/view/team-comment';
import { CommentText } from './comment-text';
import { DeleteCommentButton } from './delete-comment-button';
import { ClientMessages } from '@/components/i18n/client-messages';

const badge = {
  Only: 'bg-amber-100 text-amber-900',
  Customer: 'bg-brand-100 text-brand-800',
  'Service Center': 'bg-gray-200 text-gray-800',
} as const;

function StaffDetails({ comment }: { comment: TeamCommentView }) {
  const details = [
    comment.action ? `Action: ${comment.action}` : null,
    comment.contactMethod ? `Contact: ${comment.contactMethod}` : null,
    `Type: ${comment.typeInWords}`,
  ].filter(Boolean);
  return <p className="text-sm text-muted">{details.join(' · ')}</p>;
}

// The lender's visibility values, as the catalogue names them.
const NAMES = { Only: 'only', Customer: 'customer', 'Service Center': 'serviceCenter' } as const;
const DESCRIPTIONS = { Only: 'descOnly', Customer: 'descCustomer', 'Service Center': 'descServiceCenter' } as const;

export function CommentList({ comments, viewerId, staff }: { comments: TeamCommentView[]; viewerId: number; staff: boolean }) {
  const t = useTranslations('mailbox.list');
  return (
    <ol className="space-y-4" aria-label={t('label')}>
      {comments.map((c) => (
        <li key={c.id}>
          <article
            aria-labelledby={`comment-${c.id}-author`}
            className={`rounded-lg border p-4 ${c.deleted ? 'border-dashed border-gray-300 bg-gray-50' : c.author.fromStaff ? 'border-brand-100 bg-white' : 'border-gray-200 bg-white'}`}
          >
            <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p id={`comment-${c.id}-author`} className="font-semibold">
                {c.author.id === viewerId ? t('you') : c.author.name}
                <span className="font-normal text-muted"> · {c.author.role}</span>
              </p>
              <time dateTime={c.createdAt} className="text-sm text-muted">{formatCommentTime(c.createdAt)}</time>
            </header>
            <ul aria-label={t('who')} className="mb-2 flex flex-wrap gap-2">
              {c.labels.map((label) => (
                <li key={label} title={t(DESCRIPTIONS[label])} className={`rounded px-2 py-0.5 text-xs font-semibold ${badge[label]}`}>
                  {t(NAMES[label])}
                </li>
              ))}
              {c.deleted && <li className="rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger">{t('deleted')}</li>}
            </ul>
            <CommentText text={c.text} />
            {staff && (
              <footer className="mt-2 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
                <StaffDetails comment={c} />
                {!c.deleted && (
                  <ClientMessages paths={['mailbox.delete']}>
                    <DeleteCommentButton commentId={c.id} />
                  </ClientMessages>
                )}
              </footer>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
