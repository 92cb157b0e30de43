'use client';
// Staff's delete of a comment: asks once more, then soft-deletes it (the lender keeps the record) and
// reloads the list, where it stays flagged as deleted.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { signInAgain } from './use-post-comment';

export function DeleteCommentButton({ commentId }: { commentId: number }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      const res = await fetch(`/api/team_comments/${commentId}`, { method: 'DELETE', headers: { accept: 'application/json' } });
      if (res.status === 401) return signInAgain(res);
      if (!res.ok) return setError('The comment could not be deleted. Please try again.');
      setConfirming(false);
      router.refresh();
    } catch {
      setError('The comment could not be deleted. Please check your connection and try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      {confirming ? (
        <>
          <span className="text-sm font-medium">Delete this comment?</span>
          <Button variant="danger" className="min-h-9! px-3 py-1 text-sm!" onClick={remove} pending={pending} pendingLabel="Deleting…">
            Yes, delete
          </Button>
          <Button variant="secondary" className="min-h-9! px-3 py-1 text-sm!" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
        </>
      ) : (
        <Button variant="secondary" className="min-h-9! px-3 py-1 text-sm!" onClick={() => setConfirming(true)}>
          Delete<span className="sr-only"> comment {commentId}</span>
        </Button>
      )}
      {error && <p role="alert" className="w-full text-sm text-danger sm:text-right">{error}</p>}
    </div>
  );
}
