// The lender's check of an e-mail address (POST /api/valid/email) as the preferences' e-mail field reads it.
import type { ValidEmailResponse } from '../contract/preferences';

export interface EmailCheck {
  valid: boolean;
  /** 'Did you mean …?': a likely intended address; null when none. */
  suggestion: string | null;
}

export const toEmailCheck = (answer: ValidEmailResponse): EmailCheck => ({ valid: answer.is_valid, suggestion: answer.did_you_mean || null });
