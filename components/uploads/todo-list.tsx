// The application's to-do list (the lender's, by the application's status): each item with its state, the
// reason of a refusal, the files sent (each opens in a new tab) and, for the customer, the file input while
// the item takes more files; staff of a reviewing role accept or refuse it in their panel below the item.
import { useTranslations } from 'next-intl';
import type { ChecklistItemView, ChecklistView } from '@/lib/view/checklist';
import type { UploadOutcome } from '@/lib/rules/uploads';
import { ClientMessages } from '@/components/i18n/client-messages';
import { UploadControl } from './upload-control';
import { ReviewControl } from './review-control';
import { SentFiles } from './sent-files';

interface Props {
  checklist: ChecklistView;
  /** Staff see the files and, with a reviewing role, decide them; they send none. */
  viewerIsStaff: boolean;
  /** The plain forms' keys, one per item (a send before the scripts). */
  formKeys: Record<string, string>;
  /** What the plain form's redirect said, and for which item. */
  outcome: { item: string; outcome: UploadOutcome } | null;
}

const STATE_STYLE: Record<ChecklistItemView['state'], string> = {
  needed: 'border-amber-300 bg-amber-50 text-amber-900',
  received: 'border-brand-100 bg-brand-50 text-brand-800',
  accepted: 'border-green-300 bg-green-50 text-success',
  refused: 'border-red-300 bg-red-50 text-danger',
};

export function TodoList({ checklist, viewerIsStaff, formKeys, outcome }: Props) {
  const t = useTranslations('uploads');
  return (
    <section id="todo" aria-labelledby="todo-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="todo-heading" className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <ul className="space-y-4">
        {checklist.items.map((item) => (
          <li key={item.key} className="space-y-3 rounded-md border border-gray-200 p-4">
            <TodoItem item={item} />
            {!viewerIsStaff && item.filesLeft > 0 && (
              <ClientMessages paths={['uploads']}>
                <UploadControl
                  target="checklistItem"
                  params={{ id: checklist.applicationId, item: item.key }}
                  filesLeft={item.filesLeft}
                  formKey={formKeys[item.key] ?? ''}
                  initial={outcome?.item === item.key ? outcome.outcome : null}
                />
              </ClientMessages>
            )}
            {!viewerIsStaff && item.filesLeft === 0 && item.state === 'received' && <p className="text-sm text-muted">{t('full')}</p>}
            {viewerIsStaff && checklist.canReview && item.state === 'received' && <ReviewControl applicationId={checklist.applicationId} item={item.key} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TodoItem({ item }: { item: ChecklistItemView }) {
  const t = useTranslations('uploads');
  const name = t(`items.${item.key}`);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        <span className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${STATE_STYLE[item.state]}`}>{t(`states.${item.state}`)}</span>
      </div>
      <p className="text-sm text-muted">{t(`hints.${item.key}`)}</p>
      {item.state === 'refused' && item.refusalReason && (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-danger">
          {t('refusedBecause', { reason: item.refusalReason })} {t('sendAgain')}
        </p>
      )}
      {item.files.length > 0 && <SentFiles files={item.files} heading={t('filesSent')} />}
    </>
  );
}
