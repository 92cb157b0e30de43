// The application's to-do list, the portal's side: what the plain upload form's redirect says happened (a
// word of the query, checked against this list, never a message), and the sizes shown beside a file.
import { UPLOAD_MESSAGES } from '../contract/limits';
import { loanPath } from './loan-tabs';

export type UploadRefusal = keyof typeof UPLOAD_MESSAGES;
/** sent, a refusal of the lender's (by its key), or failed (anything else: the lender did not answer). */
export type UploadOutcome = 'sent' | 'failed' | UploadRefusal;

const REFUSAL_KEYS = Object.keys(UPLOAD_MESSAGES) as UploadRefusal[];
const PREFIX = 'uploads.refusals.';

/** The outcome of a refusal by its code (uploads.refusals.type): its key when it is one of the upload's, else failed. */
export function uploadOutcome(code: string | undefined): UploadOutcome {
  const key = code?.startsWith(PREFIX) ? code.slice(PREFIX.length) : '';
  return (REFUSAL_KEYS as string[]).includes(key) ? (key as UploadRefusal) : 'failed';
}

/** The redirect's ?upload=, when it is one of ours (anything else is ignored). */
export const readUploadOutcome = (value: unknown): UploadOutcome | null =>
  typeof value === 'string' && (value === 'sent' || value === 'failed' || (REFUSAL_KEYS as string[]).includes(value)) ? (value as UploadOutcome) : null;

/** Where the to-do list is: the application's page, at the list. */
export const todoPath = (customerId: number, applicationId: number) => `/ui/customers/${customerId}/applications/${applicationId}#todo`;

/** Where a help request's documents are: the loan's help page, at its documents (the customer's home without the loan). */
export const assistanceDocumentsPath = (customerId: number, applicationId: number | undefined) =>
  applicationId === undefined ? `/ui/customers/${customerId}` : `${loanPath(customerId, applicationId, 'assistance')}#documents`;

/** A file's size for people: 820 KB, 2.4 MB (at least 1 KB). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
