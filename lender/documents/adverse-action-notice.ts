// The adverse action notice (Regulation B 1002.9(a)(2) and (b), FCRA 615(a)): the action taken, the
// creditor's name and address, the principal reasons, the ECOA notice with the agency that enforces it,
// and, when a consumer report was used, the bureau, the score and the consumer's rights. In the applicant's
// language (Spanish for es-US), from the decision the file row keeps.
import { eq } from 'drizzle-orm';
import { formatDate } from '../../lib/common/dates';
import { applications, users } from '../db/schema';
import { notFound } from '../http/errors';
import { adverseActionDetail, CREDIT_BUREAU, DECLINE_REASONS, ECOA_AGENCY, type AdverseActionDetail } from '../domain/adverse-action';
import { LENDER_ADDRESS, LENDER_NAME, SUPPORT_PHONE } from '../domain/contact';
import { languageOf, type NoticeLanguage } from '../domain/notice-words';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

const WORDS = {
  en: {
    title: 'Notice of Action Taken',
    date: 'Date',
    applicant: 'Applicant',
    application: 'Application',
    action: { application: 'We are unable to approve your application for credit at this time.', credit_limit_increase: 'We are unable to approve your request for a higher credit limit on your card at this time. Your current credit limit and card terms are unchanged.' },
    creditor: 'Creditor',
    reasonsHeading: 'Principal reasons for our decision',
    bureauHeading: 'Your credit report',
    bureau: (name: string) => `Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you. You have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency. Agency: ${name}.`,
    agencyAddress: 'Address',
    agencyPhone: 'Toll-free phone',
    scoreHeading: 'Your credit score',
    score: 'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your credit report. Your credit score can change, depending on how the information in your credit report changes.',
    scoreValue: 'Your credit score',
    scoreDate: 'Date',
    scoreRange: 'Scores range from',
    scoreRangeText: (low: number, high: number) => `a low of ${low} to a high of ${high}`,
    factors: 'Key factors that adversely affected your credit score',
    ecoaHeading: 'Your rights under the Equal Credit Opportunity Act',
    ecoa: `The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the ${ECOA_AGENCY}.`,
    questions: `Questions about this notice: call ${LENDER_NAME} at ${SUPPORT_PHONE}.`,
  },
  es: {
    title: 'Aviso de la decisión tomada',
    date: 'Fecha',
    applicant: 'Solicitante',
    application: 'Solicitud',
    action: { application: 'No podemos aprobar su solicitud de crédito en este momento.', credit_limit_increase: 'No podemos aprobar su solicitud de un límite de crédito más alto en su tarjeta en este momento. Su límite de crédito actual y las condiciones de su tarjeta no cambian.' },
    creditor: 'Acreedor',
    reasonsHeading: 'Razones principales de nuestra decisión',
    bureauHeading: 'Su informe de crédito',
    bureau: (name: string) => `Nuestra decisión se basó total o parcialmente en información de un informe de la agencia de informes de crédito que se indica abajo. La Ley de Informe Justo de Crédito (Fair Credit Reporting Act) le da derecho a conocer la información de su expediente de crédito en esa agencia. La agencia no participó en nuestra decisión y no puede darle las razones específicas por las que le negamos el crédito. Tiene derecho a una copia gratuita de su informe si la pide a la agencia a más tardar 60 días después de recibir este aviso. Además, si encuentra que alguna información del informe es inexacta o incompleta, tiene derecho a disputarla con la agencia. Agencia: ${name}.`,
    agencyAddress: 'Dirección',
    agencyPhone: 'Teléfono gratuito',
    scoreHeading: 'Su puntaje de crédito',
    score: 'También obtuvimos su puntaje de crédito de esta agencia y lo usamos para tomar nuestra decisión. Su puntaje de crédito es un número que refleja la información de su informe de crédito y puede cambiar según cambie esa información.',
    scoreValue: 'Su puntaje de crédito',
    scoreDate: 'Fecha',
    scoreRange: 'Los puntajes van de',
    scoreRangeText: (low: number, high: number) => `un mínimo de ${low} a un máximo de ${high}`,
    factors: 'Factores principales que afectaron negativamente su puntaje',
    ecoaHeading: 'Sus derechos según la Ley de Igualdad de Oportunidades de Crédito',
    ecoa: `La Ley Federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe que los acreedores discriminen a los solicitantes de crédito por su raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato); porque todos o parte de los ingresos del solicitante provienen de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor (Consumer Credit Protection Act). La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es: ${ECOA_AGENCY}.`,
    questions: `¿Tiene preguntas sobre este aviso? Llame a ${LENDER_NAME} al ${SUPPORT_PHONE}.`,
  },
} as const;

const field = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });
const heading = (text: string): PdfBlock => ({ kind: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const line = (text: string): PdfBlock => ({ kind: 'line', text });

/** The notice's blocks: pure, so its words are tested without a database. */
export function adverseActionBlocks(lang: NoticeLanguage, notice: AdverseActionDetail, who: { name: string; applicationId: number; decidedOn: string }): PdfBlock[] {
  const w = WORDS[lang];
  const blocks: PdfBlock[] = [
    field(w.date, formatDate(who.decidedOn)),
    field(w.applicant, who.name),
    field(w.application, String(who.applicationId)),
    field(w.creditor, LENDER_NAME),
    line(LENDER_ADDRESS),
    paragraph(w.action[notice.action]),
    heading(w.reasonsHeading),
    ...notice.reasons.map((r) => line(`- ${DECLINE_REASONS[r][lang]}`)),
  ];
  if (notice.score) {
    const s = notice.score;
    blocks.push(
      heading(w.bureauHeading),
      paragraph(w.bureau(CREDIT_BUREAU.name)),
      field(w.agencyAddress, CREDIT_BUREAU.address),
      field(w.agencyPhone, CREDIT_BUREAU.phone),
      heading(w.scoreHeading),
      paragraph(w.score),
      field(w.scoreValue, String(s.value)),
      field(w.scoreDate, formatDate(s.date)),
      field(w.scoreRange, w.scoreRangeText(s.low, s.high)),
      line(`${w.factors}:`),
      ...s.factors.slice(0, 4).map((f) => line(`- ${f}`)),
    );
  }
  blocks.push(heading(w.ecoaHeading), paragraph(w.ecoa), paragraph(w.questions));
  return blocks;
}

export const renderAdverseActionNotice: DocumentRenderer = async (deps, file) => {
  const notice = adverseActionDetail(file.detail);
  if (!notice || file.applicationId === null) throw notFound('File');
  const [[owner], [app]] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, file.ownerId)).limit(1),
    deps.db.select({ id: applications.id }).from(applications).where(eq(applications.id, file.applicationId)).limit(1),
  ]);
  if (!owner || !app) throw notFound('File');
  const lang = languageOf(owner);
  const decidedOn = file.createdAt.toISOString().slice(0, 10);
  const blocks = adverseActionBlocks(lang, notice, { name: `${owner.firstName} ${owner.lastName}`, applicationId: app.id, decidedOn });
  const pdf = await renderPdf(WORDS[lang].title, blocks, { subject: `${notice.action} ${app.id}` });
  return { filename: `${lang === 'es' ? 'aviso-de-decision' : 'adverse-action-notice'}-${app.id}.pdf`, pdf };
};
