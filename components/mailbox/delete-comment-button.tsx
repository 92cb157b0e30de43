'use client';
// Staff's delete of a comment: asks once more, then soft-deletes it (the lender keeps the record) and
// reloads the list, where it stays flagged as deleted.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { hidden } from '@/components/i18n/rich';
import { Button } from '@/components/ui/button';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';

export function DeleteCommentButton({ commentId }: { commentId: number }) {
  const t = useTranslations('mailbox.delete');
  const router = useRouter();
  const call = useBffCall();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setPending(true);
    setError(null);
    const res = await call(bffRoutes.comments.remove, { params: { id: commentId } });
    setPending(false);
    if (res.ok) {
      setConfirming(false);
      router.refresh();
    } else if (res.status === 0) {
      setError(t('offline'));
    } else if (!res.signIn) {
      // (An ended session: the call is taking the customer to sign in.)
      setError(t('failed'));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      {confirming ? (
        <>
          <span className="text-sm font-medium">{t('confirm')}</span>
          <Button variant="danger" className="min-h-9! px-3 py-1 text-sm!" onClick={remove} pending={pending} pendingLabel={t('deleting')}>
            {t('yes')}
          </Button>
          <Button variant="secondary" className="min-h-9! px-3 py-1 text-sm!" onClick={() => setConfirming(false)} disabled={pending}>
            {t('cancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" className="min-h-9! px-3 py-1 text-sm!" onClick={() => setConfirming(true)}>
          {t.rich('delete', { id: commentId, hidden })}
        </Button>
      )}
      {error && <p role="alert" className="w-full text-sm text-danger sm:text-right">{error}</p>}
    </div>
  );
}
