'use client';
// Sends a team comment to the BFF, then reloads the page's data (router.refresh) so the new message
// shows in the list. Errors come back as one sentence for the form to show.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { TeamCommentBody } from '@/lib/contract/team-comments';

type Comment = TeamCommentBody['team_comment'];

export const signInAgain = (res: Response) =>
  window.location.assign(res.headers.get('x-sign-in') ?? `/ui/auth?redirect_uri=${encodeURIComponent(window.location.pathname)}`);

function firstError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  const field = errors?.['team_comment.text'];
  if (Array.isArray(field) && typeof field[0] === 'string') return field[0];
  return typeof message === 'string' ? message : null;
}

export function usePostComment() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(comment: Comment): Promise<boolean> {
    setPending(true);
    setError(null);
    try {
      const res = await fetch('/api/team_comments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ team_comment: comment }),
      });
      if (res.status === 401) {
        signInAgain(res);
        return false;
      }
      if (!res.ok) {
        setError(firstError(await res.json().catch(() => null)) ?? 'Your message could not be sent. Please try again.');
        return false;
      }
      router.refresh();
      return true;
    } catch {
      setError('Your message could not be sent. Please check your connection and try again.');
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending, error, setError };
}
