// The copy of a debit authorization (or of its cancellation) the lender gives the customer and keeps
// (Reg E 12 CFR 1005.10(b); Nacha WEB: a copy of the authorization, proof kept two years). Made once, when
// the customer acts, from the facts of that moment, and stored as made: the file route serves the stored
// bytes, never a new rendering. In Spanish the words are Spanish with the binding English beside them.
import { eq } from 'drizzle-orm';
import { formatDate, LENDER_TIME_ZONE } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { authorizationCopies } from '../db/schema';
import { LENDER_NAME, SUPPORT_PHONE } from '../domain/contact';
import type { NoticeLanguage } from '../domain/notice-words';
import { oneTimeAuthorizationText, recurringAuthorizationText, type OneTimeFacts, type RecurringFacts } from '../domain/authorization-texts';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

export type CopyKind = 'one_time' | 'one_time_cancel' | 'autopay_setup' | 'autopay_change' | 'autopay_cancel';

export interface CopyFacts {
  kind: CopyKind;
  /** The copy's words: the customer's language (the authorization's, when they accepted one). */
  language: NoticeLanguage;
  applicationId: number;
  /** The authorization this copy shows: its version, the language it was accepted in, its figures. */
  authorization: { version: string | null; acceptedAt: Date | null } & ({ type: 'one_time'; facts: OneTimeFacts } | { type: 'recurring'; facts: RecurringFacts });
  /** When the customer acted (accepted, or cancelled), from which address, and who. */
  actedAt: Date;
  address: string | null;
  byStaff: boolean;
  /** The record of authentication (Nacha's proof of a WEB authorization): the sign-in the customer acted in. */
  signedInAs: string;
}

/** 11/28/2026 3:05:12 AM MT: the lender's clock, as the receipt and the copy say times. */
export function mountainTime(at: Date): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone: LENDER_TIME_ZONE, hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(at);
  return `${formatDate(at.toISOString())} ${time} MT`;
}

const WORDS = {
  en: {
    title: { accept: 'Copy of your debit authorization', cancel: 'Cancellation of your debit authorization' },
    what: 'What',
    kinds: {
      one_time: 'One-time bank payment (ACH debit)',
      one_time_cancel: 'Cancellation of a scheduled one-time bank payment',
      autopay_setup: 'Autopay set up (recurring ACH debit)',
      autopay_change: 'Autopay changed (recurring ACH debit)',
      autopay_cancel: 'Autopay cancelled (recurring ACH debit)',
    },
    loan: 'Loan',
    amount: 'Amount',
    date: 'Payment date',
    monthly: 'Each month on day',
    starting: 'Starting',
    account: 'Bank account ending in',
    accepted: 'Accepted at',
    cancelled: 'Cancelled at',
    address: 'From address',
    signedIn: 'Signed in as',
    none: 'Not recorded',
    how: 'How',
    howAccepted: 'Online, in the customer portal: the customer checked the box accepting the authorization below and confirmed.',
    howCancelled: 'Online, in the customer portal: the customer asked to cancel and confirmed.',
    howStaff: `Entered by ${LENDER_NAME} staff on the customer's behalf.`,
    version: 'Authorization version',
    text: 'The authorization',
    cancelledText: 'The authorization cancelled',
    unknown: 'The wording of this authorization is not on record.',
    keep: `Keep this copy for your records. ${LENDER_NAME} keeps it too. Questions? Call us at ${SUPPORT_PHONE}.`,
  },
  es: {
    title: { accept: 'Copia de su autorización de débito', cancel: 'Cancelación de su autorización de débito' },
    what: 'Qué',
    kinds: {
      one_time: 'Pago bancario único (débito ACH)',
      one_time_cancel: 'Cancelación de un pago bancario único programado',
      autopay_setup: 'Pago automático activado (débito ACH recurrente)',
      autopay_change: 'Pago automático cambiado (débito ACH recurrente)',
      autopay_cancel: 'Pago automático cancelado (débito ACH recurrente)',
    },
    loan: 'Préstamo',
    amount: 'Monto',
    date: 'Fecha de pago',
    monthly: 'Cada mes, el día',
    starting: 'A partir del',
    account: 'Cuenta bancaria que termina en',
    accepted: 'Aceptada el',
    cancelled: 'Cancelada el',
    address: 'Desde la dirección',
    signedIn: 'Con la sesión de',
    none: 'No registrada',
    how: 'Cómo',
    howAccepted: 'En línea, en el portal de clientes: el cliente marcó la casilla que acepta la autorización de abajo y confirmó.',
    howCancelled: 'En línea, en el portal de clientes: el cliente pidió cancelar y confirmó.',
    howStaff: `Registrado por el personal de ${LENDER_NAME} en nombre del cliente.`,
    version: 'Versión de la autorización',
    text: 'La autorización (traducción al español)',
    cancelledText: 'La autorización cancelada (traducción al español)',
    unknown: 'El texto de esta autorización no está registrado.',
    keep: `Guarde esta copia. ${LENDER_NAME} también la guarda. ¿Preguntas? Llámenos al ${SUPPORT_PHONE}.`,
  },
} as const;

/** The binding English, as the Spanish copy heads it. */
const BINDING_ENGLISH = 'Texto en inglés (vinculante) / Binding English text';
const BINDING_NOTE = 'El texto en inglés es el que rige; la traducción es para su referencia.';

const field = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });
const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const heading = (text: string): PdfBlock => ({ kind: 'heading', text });

const isCancel = (kind: CopyKind) => kind === 'one_time_cancel' || kind === 'autopay_cancel';

/** The authorization's paragraphs in a language, or null for a wording the lender has no record of. */
function authorizationText(a: CopyFacts['authorization'], language: NoticeLanguage): string[] | null {
  if (a.version === null) return null;
  return a.type === 'one_time' ? oneTimeAuthorizationText(a.version, language, a.facts) : recurringAuthorizationText(a.version, language, a.facts);
}

/** The copy's title, blocks and PDF. */
export async function renderAuthorizationCopy(f: CopyFacts): Promise<Uint8Array> {
  const w = WORDS[f.language];
  const cancel = isCancel(f.kind);
  const a = f.authorization;
  const blocks: PdfBlock[] = [field(w.what, w.kinds[f.kind]), field(w.loan, String(f.applicationId))];
  if (a.type === 'one_time') blocks.push(field(w.amount, formatCents(a.facts.amountCents)), field(w.date, formatDate(a.facts.date)));
  else blocks.push(field(w.amount, formatCents(a.facts.totalCents)), field(w.monthly, String(Number(a.facts.startDate.slice(8, 10)))), field(w.starting, formatDate(a.facts.startDate)));
  blocks.push(field(w.account, a.facts.last4));
  if (cancel && a.acceptedAt) blocks.push(field(w.accepted, mountainTime(a.acceptedAt)));
  blocks.push(
    field(cancel ? w.cancelled : w.accepted, mountainTime(f.actedAt)),
    field(w.address, f.address ?? w.none),
    field(w.signedIn, f.signedInAs),
    field(w.version, a.version ?? w.none),
  );
  blocks.push(heading(w.how), paragraph(f.byStaff ? w.howStaff : cancel ? w.howCancelled : w.howAccepted));

  const translated = f.language === 'en' ? null : authorizationText(a, f.language);
  const english = authorizationText(a, 'en');
  blocks.push(heading(cancel ? w.cancelledText : w.text));
  if (!english) blocks.push(paragraph(w.unknown));
  else if (translated) {
    blocks.push(...translated.map(paragraph), heading(BINDING_ENGLISH), paragraph(BINDING_NOTE), ...english.map(paragraph));
  } else blocks.push(...english.map(paragraph));
  blocks.push(heading(LENDER_NAME), paragraph(w.keep));
  return renderPdf(cancel ? w.title.cancel : w.title.accept, blocks, { subject: `${f.kind} ${f.applicationId}` });
}

/** GET /api/files/{id} of an authorization copy: the bytes stored when it was made. */
export const storedAuthorizationCopy: DocumentRenderer = async (deps, file) => {
  if (file.refId === null) throw notFound('File');
  const [copy] = await deps.db.select({ pdf: authorizationCopies.pdf, kind: authorizationCopies.kind }).from(authorizationCopies).where(eq(authorizationCopies.id, file.refId)).limit(1);
  if (!copy) throw notFound('File');
  return { filename: `authorization-${copy.kind.replaceAll('_', '-')}-${file.id}.pdf`, pdf: Buffer.from(copy.pdf, 'base64') };
};
