// The feedback widget (spec 000 sections 2, 4, 5 and 8): 5 stars, an optional comment, an authorization
// checkbox checked by default; shown in the loan page's sidebar until the customer has left feedback.

import { MAX_STARS } from '../contract/feedback-words';

export { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES, MAX_STARS } from '../contract/feedback-words';

/** The ratings a customer can give, 1 to MAX_STARS: the stars, in order. */
export const STARS: readonly number[] = Array.from({ length: MAX_STARS }, (_, i) => i + 1);


/** Which stars are lit: the hovered one and those before it, else the chosen ones. */
export function litStars(rating: number | null, hovered: number | null): number {
  return hovered ?? rating ?? 0;
}

/** Arrow keys move the choice like a radio group: wrapping around, Home and End to the ends. */
export function nextStar(current: number | null, key: string): number | null {
  const at = current ?? 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return at >= MAX_STARS ? 1 : at + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return at <= 1 ? MAX_STARS : at - 1;
    case 'Home':
      return 1;
    case 'End':
      return MAX_STARS;
    default:
      return null;
  }
}

/** Only the customer themselves, and only while they have left no feedback, sees the widget. */
export function showFeedbackWidget(viewer: { userId: number }, customer: { id: number; hasFeedback: boolean }): boolean {
  return viewer.userId === customer.id && !customer.hasFeedback;
}
