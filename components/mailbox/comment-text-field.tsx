// The message box of both compose forms: its label, an optional hint, the text (at most COMMENT_TEXT_MAX
// characters) and the refusal next to it.
import { COMMENT_TEXT_MAX } from '@/lib/contract/team-comment-words';

interface Props {
  /** The form's useId(): the box is `${id}-text`, its hint `${id}-hint`, its error `${id}-error`. */
  id: string;
  label: string;
  hint?: string;
  text: string;
  onChange: (text: string) => void;
  error: string | null;
}

export function CommentTextField({ id, label, hint, text, onChange, error }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">{label}</label>
      {hint && <p id={`${id}-hint`} className="mb-2 text-sm text-muted">{hint}</p>}
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        rows={4}
        maxLength={COMMENT_TEXT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
      />
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}
