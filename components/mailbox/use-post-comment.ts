'use client';
// Checks a team comment's text and sends the comment to the BFF, then reloads the page's data
// (router.refresh) so the new message shows in the list. Errors come back as one sentence for the form to show.
import { useTranslations } from 'next-intl';
import { COMMENT_TEXT_MAX, EMPTY_COMMENT_MESSAGE, LONG_COMMENT_MESSAGE } from '@/lib/contract/team-comment-words';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import type { TeamCommentBody } from '@/lib/contract/team-comments';

type Comment = TeamCommentBody['team_comment'];
/** The comment but its text, which send checks first. */
type Fields = Omit<Comment, 'text'>;


export function usePostComment() {
  const router = useRouter();
  const t = useTranslations('mailbox.compose');
  /** The schema's refusal in the page's language (its words are the contract's English): empty, too long, or characters it cannot hold. */
  const refusal = (message: string | undefined) =>
    message === EMPTY_COMMENT_MESSAGE || message === undefined ? t('empty') : message === LONG_COMMENT_MESSAGE ? t('long', { max: COMMENT_TEXT_MAX.toLocaleString('en-US') }) : t('unsafe');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(text: string, fields: Fields): Promise<boolean> {
    // The schema arrives with the first send: zod stays out of the page's first JavaScript (issue 13).
    const { CommentTextSchema } = await import('@/lib/contract/team-comments');
    const checked = CommentTextSchema.safeParse(text);
    if (!checked.success) {
      setError(refusal(checked.error.issues[0]?.message));
      return false;
    }
    const comment: Comment = { ...fields, text: checked.data };
    setPending(true);
    setError(null);
    const res = await bffFetch('/api/team_comments', {
      method: 'POST',
      body: { team_comment: comment },
      schema: () => import('@/lib/contract/team-comments').then((m) => m.TeamCommentResponseSchema),
      fallbackMessage: t('notSent'),
    });
    setPending(false);
    if (res.ok) {
      router.refresh();
      return true;
    }
    if (res.status === 0) setError(t('offline'));
    // (An ended session: bffFetch is taking the customer to sign in.)
    else if (!res.signIn) setError(fieldError(res.errors, 'team_comment.text') ?? res.message);
    return false;
  }

  return { send, pending, error };
}
