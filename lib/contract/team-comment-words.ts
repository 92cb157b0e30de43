// The mailbox's fixed words and limits, without zod: client components import these, and zod stays out of
// the JavaScript a page loads first. lib/contract/team-comments.ts builds its schemas on them.

/** Staff's contact methods for a logged contact. */
export const CONTACT_METHODS = ['Call', 'Email', 'Letter', 'Visit'] as const;

/** Staff's action types (spec 001 leaves the list open): value → words. */
export const ACTION_TYPES = {
  general_inquiry: 'General inquiry',
  payment_arrangement: 'Payment arrangement',
  account_update: 'Account update',
  service_center_follow_up: 'Service center follow-up',
  complaint: 'Complaint',
  collections: 'Collections contact',
} as const;
export type ActionType = keyof typeof ACTION_TYPES;

/** Comment types: value → comment_type_in_words. */
export const COMMENT_TYPES = {
  note: 'Note',
  message: 'Message',
  follow_up: 'Follow-up',
  escalation: 'Escalation',
} as const;
export type CommentType = keyof typeof COMMENT_TYPES;

export const COMMENT_TEXT_MAX = 2000;
export const EMPTY_COMMENT_MESSAGE = 'Please enter a message.';
export const LONG_COMMENT_MESSAGE = `Your message can be at most ${COMMENT_TEXT_MAX.toLocaleString('en-US')} characters.`;

