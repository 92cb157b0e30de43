'use client';
// Checks a team comment's text and sends the comment to the BFF, then reloads the page's data
// (router.refresh) so the new message shows in the list. Errors come back as one sentence for the form to show.
import { useTranslations } from 'next-intl';
import { COMMENT_TEXT_MAX, EMPTY_COMMENT_MESSAGE, LONG_COMMENT_MESSAGE } from '@/lib/contract/team-comment-words';
import { useRouter } from 'next/navigation';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import type { TeamCommentBody } from '@/lib/contract/team-comments';

type Comment = TeamCommentBody['team_comment'];
/** The comment but its text, which send checks first. */
type Fields = Omit<Comment, 'text'>;

const TEXT_FIELDS = ['text'] as const;

export function usePostComment() {
  const router = useRouter();
  const call = useBffCall();
  const t = useTranslations('mailbox.compose');
  /** The schema's refusal in the page's language (its words are the contract's English): empty, too long, or characters it cannot hold. */
  const refusal = (message: string | undefined) =>
    message === EMPTY_COMMENT_MESSAGE || message === undefined ? t('empty') : message === LONG_COMMENT_MESSAGE ? t('long', { max: COMMENT_TEXT_MAX.toLocaleString('en-US') }) : t('unsafe');
  const form = useBffForm({ fields: TEXT_FIELDS });

  async function send(text: string, fields: Fields): Promise<boolean> {
    // The schema arrives with the first send: zod stays out of the page's first JavaScript.
    const { CommentTextSchema } = await import('@/lib/contract/team-comments');
    const checked = CommentTextSchema.safeParse(text);
    if (!checked.success) {
      form.refuse({ text: refusal(checked.error.issues[0]?.message) });
      return false;
    }
    const comment: Comment = { ...fields, text: checked.data };
    const res = await form.send(() => call(bffRoutes.comments.post, { body: { team_comment: comment }, fallbackMessage: t('notSent'), offlineMessage: t('offline') }));
    if (!res?.ok) return false;
    router.refresh();
    return true;
  }

  return { send, pending: form.pending, error: form.error('text') ?? form.error('base'), attach: form.attach };
}
