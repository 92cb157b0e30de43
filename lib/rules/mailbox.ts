// Mailbox rules (spec 001 sections 3 and 6): who a comment is labelled for, when it was written, and
// which links in its text may be clickable (only the lender's own; everything else stays text).
import { formatLenderTime } from './dates';
import { SUPPORT_EMAIL } from './contact';

export type CommentLabel = 'Only' | 'Customer' | 'Service Center';

/** Who a comment is for: 'Only' (the lender alone), else Customer and/or Service Center. */
export function commentLabels(comment: { to_customer: boolean; to_dealership: boolean }): CommentLabel[] {
  const labels: CommentLabel[] = [];
  if (comment.to_customer) labels.push('Customer');
  if (comment.to_dealership) labels.push('Service Center');
  return labels.length ? labels : ['Only'];
}

/** "MM/dd/yyyy h:mm a" in Mountain Time, the lender's clock. */
export function formatCommentTime(isoInstant: string): string {
  return `${formatLenderTime(isoInstant)} MT`;
}

/** The lender's own web domain (and its subdomains): the only links a comment may make clickable. */
export const LENDER_DOMAIN = SUPPORT_EMAIL.split('@')[1]!;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;

export function isLenderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && !url.username && !url.password && (host === LENDER_DOMAIN || host.endsWith(`.${LENDER_DOMAIN}`));
  } catch {
    return false;
  }
}

/** Splits a comment's text into plain text and the lender's links; any other URL stays plain text. */
export function splitCommentText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  const push = (chunk: string) => {
    if (!chunk) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += chunk;
    else parts.push({ kind: 'text', text: chunk });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    // Sentence punctuation after a link is not part of it.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    push(text.slice(rest, start));
    if (isLenderUrl(url)) parts.push({ kind: 'link', text: url, href: new URL(url).href });
    else push(url);
    rest = start + url.length;
  }
  push(text.slice(rest));
  return parts;
}
