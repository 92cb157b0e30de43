// Feedback's limits and messages (POST /api/comments), shared by both parties; no zod, so the feedback widget
// on every loan page reads them. lib/contract/limits.ts re-exports them.

export const MAX_STARS = 5;
export const FEEDBACK_COMMENT_MAX = 1000;

export const FEEDBACK_MESSAGES = {
  thanks: 'Thank you for your feedback!',
  error: 'There has been an error.',
  rate: 'Choose from 1 to 5 stars',
  already: 'You have already left your feedback.',
} as const;
