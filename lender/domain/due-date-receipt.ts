// The receipt the lender e-mails when a loan's due date moves, in the customer's language (the user's
// preferred_locale: es-US gets Spanish, anything else English). Dates MM/dd/yyyy and amounts $1,234.56 in
// both languages, as everywhere else.
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import type { NoticeLanguage } from './notice-words';

export interface MoveReceiptFacts {
  firstName: string;
  applicationId: number;
  previousDueDate: string;
  newDueDate: string;
  newDay: number;
  addedInterestCents: number;
  /** Autopay's next debit when autopay's day moved too; null when it did not. */
  autopayMovedTo: string | null;
  /** Autopay is on and stayed on its day. */
  autopayStayed: boolean;
  /** When autopay moved: the receipt of its new authorization (what, when, how to cancel, the copy's link),
   * sent in this notice rather than in a second e-mail. */
  authorization?: string[];
}

export function dueDateMoveReceipt(language: NoticeLanguage, f: MoveReceiptFacts): { subject: string; body: string } {
  const es = language === 'es';
  const lines = es
    ? [
        `Hola, ${f.firstName}:`,
        `Cambió la fecha de vencimiento de su préstamo ${f.applicationId}. Sus pagos vencen ahora el día ${f.newDay} de cada mes.`,
        `Fecha de vencimiento anterior: ${formatDate(f.previousDueDate)}`,
        `Primera fecha de vencimiento nueva: ${formatDate(f.newDueDate)}`,
        `Intereses que agrega el cambio: ${formatCents(f.addedInterestCents)}`,
        ...(f.autopayMovedTo ? [`Su pago automático también cambió, con la nueva autorización que aceptó: el próximo cargo es el ${formatDate(f.autopayMovedTo)}.`] : []),
        ...(f.authorization ?? []),
        ...(f.autopayStayed ? ['Su pago automático sigue en su fecha: no cambió.'] : []),
        `Si usted no hizo este cambio, llámenos al ${SUPPORT_PHONE}.`,
        LENDER_NAME,
      ]
    : [
        `Hi ${f.firstName},`,
        `The due date of your loan ${f.applicationId} has moved. Your payments are now due on day ${f.newDay} of each month.`,
        `Previous due date: ${formatDate(f.previousDueDate)}`,
        `First new due date: ${formatDate(f.newDueDate)}`,
        `Interest the move adds: ${formatCents(f.addedInterestCents)}`,
        ...(f.autopayMovedTo ? [`Your autopay moved too, under the new authorization you accepted: its next debit is on ${formatDate(f.autopayMovedTo)}.`] : []),
        ...(f.authorization ?? []),
        ...(f.autopayStayed ? ['Your autopay stays on its date: it did not change.'] : []),
        `If you did not make this change, call us at ${SUPPORT_PHONE}.`,
        LENDER_NAME,
      ];
  return { subject: es ? 'Su fecha de vencimiento cambió' : 'Your due date has moved', body: lines.join('\n\n') };
}
