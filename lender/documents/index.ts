// The documents behind /files/{id}/url_proxy, generated as PDFs from the records they describe.
// One renderer per file kind; each lives in its own module of this folder.
import type { files } from '../db/schema';
import type { Deps } from '../http/context';
import { renderAdverseActionNotice } from './adverse-action-notice';
import { renderAssistanceLetter } from './assistance-letter';
import { renderEsignDisclosure } from './esign-disclosure';
import { storedAuthorizationCopy } from './authorization-copy';
import { renderLoanAgreement } from './loan-agreement';
import { renderPayoffLetter } from './payoff-letter';
import { cardholderAgreement } from './cardholder-agreement';
import { renderPdf } from './pdf';
import { renderStatement } from './statement';

export type FileRow = typeof files.$inferSelect;
export type DocumentRenderer = (deps: Deps, file: FileRow) => Promise<{ filename: string; pdf: Uint8Array }>;

/** Kinds without a renderer of their own yet get a plain cover page naming the document. */
const placeholder: DocumentRenderer = async (_deps, file) => ({
  filename: `${file.kind}-${file.id}.pdf`,
  pdf: await renderPdf(file.kind.replaceAll('_', ' '), [{ kind: 'paragraph', text: `Document ${file.id}` }]),
});

export const renderers: Record<string, DocumentRenderer> = {
  statement: renderStatement,
  loan_agreement: renderLoanAgreement,
  payoff_letter: renderPayoffLetter,
  cardholder_agreement: cardholderAgreement,
  adverse_action_notice: renderAdverseActionNotice,
  esign_disclosure: renderEsignDisclosure,
  authorization_copy: storedAuthorizationCopy,
  assistance_letter: renderAssistanceLetter,
};

export function rendererFor(kind: string): DocumentRenderer {
  return renderers[kind] ?? placeholder;
}
