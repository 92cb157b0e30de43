// The lender's check of an e-mail address (POST /api/valid/email) as the preferences' e-mail field reads it,
// and its answer to a saved address.
import type { ValidEmailResponse } from '../contract/preferences';
import type { UserResponse } from '../contract/users';

export interface EmailCheck {
  valid: boolean;
  /** 'Did you mean …?': a likely intended address; null when none. */
  suggestion: string | null;
}

export const toEmailCheck = (answer: ValidEmailResponse): EmailCheck => ({ valid: answer.is_valid, suggestion: answer.did_you_mean || null });

export interface EmailSaved {
  /** The sign-in e-mail now. */
  email: string;
  /** The new address waiting for its own confirmation; null when the change took effect at once. */
  pendingEmail: string | null;
}

/**
 * The lender's answer to a new address (`requested`). Without the pending_email extension, an answer that
 * still holds the old address says the change waits (a lender that only changes it once confirmed); one that
 * holds the new address, that it took effect at once (the spec's lender).
 */
export function toEmailSaved(answer: UserResponse, requested: string): EmailSaved {
  const { email, pending_email: pending } = answer.data.attributes;
  const waiting = pending !== undefined ? pending : email.toLowerCase() === requested.toLowerCase() ? null : requested;
  return { email, pendingEmail: waiting };
}
