// The receipt the lender e-mails with each copy of a debit authorization (or of its cancellation), in the
// customer's language: what was authorized or cancelled, when, how to cancel and by when, and the link to
// the stored copy. Dates MM/dd/yyyy, amounts $1,234.56 in both languages.
import { formatDate, lenderToday } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import type { CopyFacts } from '../documents/authorization-copy';
import { mountainTime } from '../documents/authorization-copy';
import { autopayCancelBy } from './autopay';
import { cancelDeadlineDay, scheduledPaymentCancellable } from './business-days';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import type { NoticeLanguage } from './notice-words';

export interface ReceiptFacts {
  firstName: string;
  copy: CopyFacts;
  /** Autopay's next debit (set up or changed). */
  nextDebitDate: string | null;
  /** The portal's link to the stored copy. */
  copyLink: string;
  /** The portal's documents center, where the copy is kept with every other document. */
  documentsLink: string;
}

const SUBJECTS: Record<CopyFacts['kind'], Record<NoticeLanguage, string>> = {
  one_time: { en: 'Your payment is scheduled: receipt and copy of your authorization', es: 'Su pago está programado: recibo y copia de su autorización' },
  one_time_cancel: { en: 'Your scheduled payment is cancelled', es: 'Su pago programado está cancelado' },
  autopay_setup: { en: 'Autopay is set up: receipt and copy of your authorization', es: 'El pago automático está activado: recibo y copia de su autorización' },
  autopay_change: { en: 'Autopay is changed: receipt and copy of your authorization', es: 'El pago automático cambió: recibo y copia de su autorización' },
  autopay_cancel: { en: 'Autopay is cancelled', es: 'El pago automático está cancelado' },
};

/** What happened, in one sentence. */
function whatLine(language: NoticeLanguage, copy: CopyFacts): string {
  const es = language === 'es';
  const a = copy.authorization;
  if (a.type === 'one_time') {
    const amount = formatCents(a.facts.amountCents);
    const date = formatDate(a.facts.date);
    if (copy.kind === 'one_time_cancel') {
      return es
        ? `Cancelamos su pago de ${amount} del ${date} de la cuenta que termina en ${a.facts.last4} (préstamo ${copy.applicationId}). No se debitará.`
        : `We cancelled your payment of ${amount} on ${date} from the account ending in ${a.facts.last4} (loan ${copy.applicationId}). It will not be debited.`;
    }
    return es
      ? `Autorizó un débito único de ${amount} de la cuenta que termina en ${a.facts.last4} el ${date} para su préstamo ${copy.applicationId}.`
      : `You authorized a one-time debit of ${amount} from the account ending in ${a.facts.last4} on ${date} for your loan ${copy.applicationId}.`;
  }
  const amount = formatCents(a.facts.totalCents);
  const day = Number(a.facts.startDate.slice(8, 10));
  if (copy.kind === 'autopay_cancel') {
    return es
      ? `Cancelamos el pago automático de ${amount} al mes de la cuenta que termina en ${a.facts.last4} (préstamo ${copy.applicationId}). No se harán más débitos automáticos.`
      : `We cancelled autopay of ${amount} a month from the account ending in ${a.facts.last4} (loan ${copy.applicationId}). No more automatic debits will be made.`;
  }
  const r = a.facts.reduced;
  if (r) {
    return es
      ? `Autorizó el pago automático de ${amount} el día ${day} de cada mes, a partir del ${formatDate(a.facts.startDate)}, durante ${r.months === 1 ? '1 mes' : `${r.months} meses`}, y después de ${formatCents(r.regularCents)} a partir del ${formatDate(r.regularFrom)}, de la cuenta que termina en ${a.facts.last4} para su préstamo ${copy.applicationId}.`
      : `You authorized autopay of ${amount} on day ${day} of each month, starting ${formatDate(a.facts.startDate)}, for ${r.months === 1 ? '1 month' : `${r.months} months`}, and then ${formatCents(r.regularCents)} from ${formatDate(r.regularFrom)}, from the account ending in ${a.facts.last4} for your loan ${copy.applicationId}.`;
  }
  return es
    ? `Autorizó el pago automático de ${amount} el día ${day} de cada mes, a partir del ${formatDate(a.facts.startDate)}, de la cuenta que termina en ${a.facts.last4} para su préstamo ${copy.applicationId}.`
    : `You authorized autopay of ${amount} on day ${day} of each month, starting ${formatDate(a.facts.startDate)}, from the account ending in ${a.facts.last4} for your loan ${copy.applicationId}.`;
}

/** How to cancel and by when; nothing after a cancellation. */
function cancelLine(language: NoticeLanguage, f: Omit<ReceiptFacts, 'firstName'>): string | null {
  const es = language === 'es';
  const a = f.copy.authorization;
  if (f.copy.kind === 'one_time' && a.type === 'one_time') {
    // A payment of today (or of a day whose last cancel day is past) is already on its way.
    if (!scheduledPaymentCancellable(a.facts.date, lenderToday(f.copy.actedAt))) {
      return es
        ? `Este pago ya está en proceso y no se puede cancelar en línea. Si tiene una pregunta, llámenos al ${SUPPORT_PHONE}.`
        : `This payment is already being processed and cannot be cancelled online. If you have a question, call us at ${SUPPORT_PHONE}.`;
    }
    const by = formatDate(cancelDeadlineDay(a.facts.date));
    return es
      ? `Para cancelarlo, hágalo a más tardar el ${by} (un día hábil antes de la fecha de pago) en la página Hacer un pago o llamando al ${SUPPORT_PHONE}.`
      : `To cancel it, do so by ${by} (one business day before the payment date) on the Make Payment page or by calling ${SUPPORT_PHONE}.`;
  }
  if ((f.copy.kind === 'autopay_setup' || f.copy.kind === 'autopay_change') && f.nextDebitDate) {
    const deadline = autopayCancelBy(f.nextDebitDate);
    // Within 72 hours of the next debit: that one goes; cancelling stops the later ones.
    if (deadline <= f.copy.actedAt) {
      return es
        ? `El débito del ${formatDate(f.nextDebitDate)} ya no se puede detener. Para cancelar los siguientes, vaya a Hacer un pago (Administrar el pago automático) o llame al ${SUPPORT_PHONE}, con 72 horas de aviso antes de cada débito (antes de las 2:00 a. m., hora de la montaña, del último día permitido).`
        : `The debit of ${formatDate(f.nextDebitDate)} can no longer be stopped. To cancel the later ones, go to Make Payment (Manage autopay) or call ${SUPPORT_PHONE}, with 72 hours notice before a debit (before 2:00 AM Mountain Time on the last day allowed).`;
    }
    const by = formatDate(deadline.toISOString());
    return es
      ? `Para cancelar el pago automático, vaya a Hacer un pago (Administrar el pago automático) o llame al ${SUPPORT_PHONE}, con 72 horas de aviso: para detener el débito del ${formatDate(f.nextDebitDate)}, cancele antes de las 2:00 a. m., hora de la montaña, del ${by}.`
      : `To cancel autopay, go to Make Payment (Manage autopay) or call ${SUPPORT_PHONE}, with 72 hours notice: to stop the debit of ${formatDate(f.nextDebitDate)}, cancel before 2:00 AM Mountain Time on ${by}.`;
  }
  return null;
}

/** What was authorized (or cancelled) and when, how to cancel, and the links: the receipt without its
 * greeting and closing, also carried by another notice that sends the receipt with it (a due-date move). */
export function authorizationDetails(language: NoticeLanguage, f: Omit<ReceiptFacts, 'firstName'>): string[] {
  const es = language === 'es';
  const cancelled = f.copy.kind === 'one_time_cancel' || f.copy.kind === 'autopay_cancel';
  const when = mountainTime(f.copy.actedAt);
  return [
    whatLine(language, f.copy),
    cancelled ? (es ? `Cancelado el ${when}.` : `Cancelled on ${when}.`) : es ? `Aceptado el ${when}.` : `Accepted on ${when}.`,
    ...[cancelLine(language, f)].filter((l): l is string => l !== null),
    es ? `Su copia (PDF, en español con el texto en inglés vinculante): ${f.copyLink}` : `Your copy (PDF): ${f.copyLink}`,
    es ? `Todos sus documentos: ${f.documentsLink}` : `All your documents: ${f.documentsLink}`,
  ];
}

export function authorizationReceipt(language: NoticeLanguage, f: ReceiptFacts): { subject: string; body: string } {
  const es = language === 'es';
  const lines = [
    es ? `Hola, ${f.firstName}:` : `Hi ${f.firstName},`,
    ...authorizationDetails(language, f),
    es ? `Si usted no hizo esto, llámenos al ${SUPPORT_PHONE}.` : `If you did not do this, call us at ${SUPPORT_PHONE}.`,
    LENDER_NAME,
  ];
  return { subject: SUBJECTS[f.copy.kind][language], body: lines.join('\n\n') };
}
