'use client';
// Checks a team comment's text and sends the comment to the BFF, then reloads the page's data
// (router.refresh) so the new message shows in the list. Errors come back as one sentence for the form to show.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import type { TeamCommentBody } from '@/lib/contract/team-comments';

type Comment = TeamCommentBody['team_comment'];
/** The comment but its text, which send checks first. */
type Fields = Omit<Comment, 'text'>;

const NOT_SENT = 'Your message could not be sent. Please try again.';

export function usePostComment() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(text: string, fields: Fields): Promise<boolean> {
    // The schema arrives with the first send: zod stays out of the page's first JavaScript (issue 13).
    const { CommentTextSchema } = await import('@/lib/contract/team-comments');
    const checked = CommentTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return false;
    }
    const comment: Comment = { ...fields, text: checked.data };
    setPending(true);
    setError(null);
    const res = await bffFetch('/api/team_comments', {
      method: 'POST',
      body: { team_comment: comment },
      schema: () => import('@/lib/contract/team-comments').then((m) => m.TeamCommentResponseSchema),
      fallbackMessage: NOT_SENT,
    });
    setPending(false);
    if (res.ok) {
      router.refresh();
      return true;
    }
    if (res.status === 0) setError('Your message could not be sent. Please check your connection and try again.');
    // (An ended session: bffFetch is taking the customer to sign in.)
    else if (!res.signIn) setError(fieldError(res.errors, 'team_comment.text') ?? res.message);
    return false;
  }

  return { send, pending, error };
}
