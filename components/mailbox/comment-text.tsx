// A comment's text, shown as text: markup stays visible characters, and only the lender's own links
// become clickable (lib/rules/mailbox).
import { splitCommentText } from '@/lib/rules/mailbox';

export function CommentText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {splitCommentText(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
