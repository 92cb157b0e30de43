// The lender's words about a help request, in the customer's language: the mailbox message of each state
// change and the decision letter's lines. Pure, so both are tested without a database.
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import type { AssistanceKind, AssistanceState, OfferKind } from '../../lib/contract/assistance';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import type { NoticeLanguage } from './notice-words';

export interface OfferFacts {
  kind: OfferKind;
  days: number | null;
  months: number | null;
  amountCents: number | null;
  addedInterestCents: number;
  fromDueDate: string;
  firstDueDate: string;
}

export interface ReliefFacts {
  aprBefore: number;
  aprAfter: number;
  effectiveFrom: string;
  forgivenCents: number;
  monthlyBefore: number;
  monthlyAfter: number;
}

export interface LetterFacts {
  kind: AssistanceKind;
  state: AssistanceState;
  requestId: number;
  applicationId: number;
  offer: OfferFacts | null;
  callAt: string | null;
  refusalReason: string | null;
  relief: ReliefFacts | null;
  autopayMovedTo: string | null;
}

const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`;

const WORDS = {
  en: {
    what: { assistance: 'payment assistance request', scra: 'request for the servicemember rate cap (SCRA)' },
    states: {
      submitted: (w: string, id: number) => `We received your ${w} (number ${id}). We will review it and answer here.`,
      in_review: (w: string) => `We are reviewing your ${w}.`,
      offer: (w: string) => `We have an offer for your ${w}. Open the request on your loan page to accept or decline it.`,
      call_scheduled: (w: string) => `We would like to talk with you about your ${w}. We will call you.`,
      accepted: { assistance: 'You accepted our offer. Your payment plan has changed as the letter describes.', scra: 'We approved your request: your rate is capped at 6% as the letter describes.' },
      declined: (w: string) => `You declined our offer on your ${w}. Call us if you would like to talk about other options.`,
      closed: (w: string) => `We have closed your ${w}.`,
      withdrawn: (w: string) => `You withdrew your ${w}.`,
    },
    letterNote: 'The decision letter is in your documents.',
    title: { assistance: 'Payment assistance decision', scra: 'Servicemember rate cap decision' },
    request: 'Request',
    loan: 'Loan',
    date: 'Date',
    offer: {
      later_due_date: (o: OfferFacts) => `Your due date of ${formatDate(o.fromDueDate)} moves ${o.days} days later, to ${formatDate(o.firstDueDate)}. Later due dates follow one month apart.`,
      pause: (o: OfferFacts) => `Your payments pause for ${o.months} month(s): your due date of ${formatDate(o.fromDueDate)} moves to ${formatDate(o.firstDueDate)}.`,
      reduced_payment: (o: OfferFacts) => `Your payment is ${formatCents(o.amountCents ?? 0)} for ${o.months} month(s) from ${formatDate(o.fromDueDate)}; then your regular payment returns. What is left unpaid stays on your balance.`,
    },
    addedInterest: 'Interest this adds',
    callAt: 'We will call you on',
    refusal: 'Reason for our decision',
    relief: {
      intro: 'Under the Servicemembers Civil Relief Act (50 U.S.C. 3937), the interest rate on this loan is capped at 6% a year during your military service. Interest above 6% is forgiven, not deferred.',
      aprBefore: 'Rate before',
      aprAfter: 'Rate now',
      from: 'Applies from',
      forgiven: 'Interest forgiven',
      monthlyBefore: 'Monthly payment before',
      monthlyAfter: 'Monthly payment now',
    },
    autopay: (date: string) => `Autopay follows the new plan under the authorization you accepted: its next debit is ${formatDate(date)}.`,
    questions: `Questions: call ${LENDER_NAME} at ${SUPPORT_PHONE}.`,
    stateName: { submitted: 'Received', in_review: 'In review', offer: 'Offer', call_scheduled: 'Call scheduled', accepted: 'Accepted', declined: 'Declined', closed: 'Closed', withdrawn: 'Withdrawn' },
    decision: 'Decision',
  },
  es: {
    what: { assistance: 'solicitud de ayuda con los pagos', scra: 'solicitud del límite de tasa para militares (SCRA)' },
    states: {
      submitted: (w: string, id: number) => `Recibimos su ${w} (número ${id}). La revisaremos y le responderemos aquí.`,
      in_review: (w: string) => `Estamos revisando su ${w}.`,
      offer: (w: string) => `Tenemos una oferta para su ${w}. Abra la solicitud en la página de su préstamo para aceptarla o rechazarla.`,
      call_scheduled: (w: string) => `Queremos hablar con usted sobre su ${w}. Le llamaremos.`,
      accepted: { assistance: 'Usted aceptó nuestra oferta. Su plan de pagos cambió como lo describe la carta.', scra: 'Aprobamos su solicitud: su tasa tiene un límite del 6% como lo describe la carta.' },
      declined: (w: string) => `Usted rechazó nuestra oferta sobre su ${w}. Llámenos si quiere hablar de otras opciones.`,
      closed: (w: string) => `Cerramos su ${w}.`,
      withdrawn: (w: string) => `Usted retiró su ${w}.`,
    },
    letterNote: 'La carta con la decisión está en sus documentos.',
    title: { assistance: 'Decisión sobre la ayuda con los pagos', scra: 'Decisión sobre el límite de tasa para militares' },
    request: 'Solicitud',
    loan: 'Préstamo',
    date: 'Fecha',
    offer: {
      later_due_date: (o: OfferFacts) => `Su fecha de vencimiento del ${formatDate(o.fromDueDate)} pasa ${o.days} días después, al ${formatDate(o.firstDueDate)}. Las siguientes vencen con un mes de diferencia.`,
      pause: (o: OfferFacts) => `Sus pagos se pausan ${o.months} mes(es): su fecha de vencimiento del ${formatDate(o.fromDueDate)} pasa al ${formatDate(o.firstDueDate)}.`,
      reduced_payment: (o: OfferFacts) => `Su pago es de ${formatCents(o.amountCents ?? 0)} durante ${o.months} mes(es) desde el ${formatDate(o.fromDueDate)}; después vuelve su pago habitual. Lo que quede sin pagar se suma a su saldo.`,
    },
    addedInterest: 'Intereses que agrega',
    callAt: 'Le llamaremos el',
    refusal: 'Razón de nuestra decisión',
    relief: {
      intro: 'Según la Ley de Alivio Civil para Militares (Servicemembers Civil Relief Act, 50 U.S.C. 3937), la tasa de interés de este préstamo tiene un límite del 6% anual durante su servicio militar. Los intereses por encima del 6% se perdonan, no se aplazan.',
      aprBefore: 'Tasa anterior',
      aprAfter: 'Tasa actual',
      from: 'Se aplica desde',
      forgiven: 'Intereses perdonados',
      monthlyBefore: 'Pago mensual anterior',
      monthlyAfter: 'Pago mensual actual',
    },
    autopay: (date: string) => `El pago automático sigue el nuevo plan según la autorización que aceptó: su próximo débito es el ${formatDate(date)}.`,
    questions: `¿Preguntas? Llame a ${LENDER_NAME} al ${SUPPORT_PHONE}.`,
    stateName: { submitted: 'Recibida', in_review: 'En revisión', offer: 'Oferta', call_scheduled: 'Llamada programada', accepted: 'Aceptada', declined: 'Rechazada', closed: 'Cerrada', withdrawn: 'Retirada' },
    decision: 'Decisión',
  },
} as const;

/** The mailbox message of a state change, in the customer's language. */
export function stateMessage(lang: NoticeLanguage, kind: AssistanceKind, state: AssistanceState, requestId: number, withLetter: boolean): string {
  const w = WORDS[lang];
  const what = w.what[kind];
  const s = w.states;
  const text =
    state === 'submitted' ? s.submitted(what, requestId) : state === 'accepted' ? s.accepted[kind] : s[state](what);
  return withLetter ? `${text} ${w.letterNote}` : text;
}

export type LetterLine = { kind: 'field'; label: string; value: string } | { kind: 'paragraph'; text: string };

/** The decision letter's title and lines. */
export function letterLines(lang: NoticeLanguage, f: LetterFacts, decidedOn: string): { title: string; lines: LetterLine[] } {
  const w = WORDS[lang];
  const field = (label: string, value: string): LetterLine => ({ kind: 'field', label, value });
  const para = (text: string): LetterLine => ({ kind: 'paragraph', text });
  const lines: LetterLine[] = [
    field(w.date, formatDate(decidedOn)),
    field(w.request, String(f.requestId)),
    field(w.loan, String(f.applicationId)),
    field(w.decision, w.stateName[f.state]),
    para(stateMessage(lang, f.kind, f.state, f.requestId, false)),
  ];
  if (f.offer) {
    lines.push(para(w.offer[f.offer.kind](f.offer)), field(w.addedInterest, formatCents(f.offer.addedInterestCents)));
  }
  if (f.callAt) lines.push(field(w.callAt, formatDate(f.callAt.slice(0, 10))));
  if (f.refusalReason) lines.push(field(w.refusal, f.refusalReason));
  if (f.relief) {
    const r = f.relief;
    lines.push(
      para(w.relief.intro),
      field(w.relief.aprBefore, pct(r.aprBefore)),
      field(w.relief.aprAfter, pct(r.aprAfter)),
      field(w.relief.from, formatDate(r.effectiveFrom)),
      field(w.relief.forgiven, formatCents(r.forgivenCents)),
      field(w.relief.monthlyBefore, formatCents(r.monthlyBefore)),
      field(w.relief.monthlyAfter, formatCents(r.monthlyAfter)),
    );
  }
  if (f.autopayMovedTo) lines.push(para(w.autopay(f.autopayMovedTo)));
  lines.push(para(w.questions));
  return { title: w.title[f.kind], lines };
}
