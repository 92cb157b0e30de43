// The lender's adverse action notices (Regulation B 12 CFR 1002.9, FCRA section 615): made when the lender
// declines an application or a credit limit increase, kept as a file of the applicant's with what was
// decided (the principal reasons, the credit score when a consumer report was used), and printed in the
// applicant's language from that record, so the notice reads the same each time it is opened.
import { files } from '../db/schema';
import type { Deps } from '../http/context';
import type { NoticeLanguage } from './notice-words';

/** The principal reasons, from Regulation B's sample form C-1 (appendix C) where one fits. */
export const DECLINE_REASONS = {
  income_insufficient: {
    en: 'Income insufficient for amount of credit requested',
    es: 'Ingresos insuficientes para el monto de crédito solicitado',
  },
  excessive_obligations: {
    en: 'Excessive obligations in relation to income',
    es: 'Obligaciones excesivas en relación con los ingresos',
  },
  delinquent_obligations: {
    en: 'Delinquent past or present credit obligations with others',
    es: 'Obligaciones de crédito morosas, pasadas o presentes, con otros acreedores',
  },
  limited_credit_experience: { en: 'Limited credit experience', es: 'Experiencia crediticia limitada' },
  credit_limit_at_maximum: {
    en: 'Your credit limit is already the highest we offer on this card',
    es: 'Su límite de crédito ya es el más alto que ofrecemos en esta tarjeta',
  },
} as const satisfies Record<string, Record<NoticeLanguage, string>>;
export type DeclineReason = keyof typeof DECLINE_REASONS;

/** The credit score a decision used (FCRA 615(a)(2)): its value, range, date, source and key factors. */
export interface ScoreUsed {
  value: number;
  low: number;
  high: number;
  date: string;
  /** Key factors that adversely affected the score, in the bureau's words (at most four, 615(a)(2)(B)(iv)). */
  factors: string[];
}

export interface AdverseActionDetail {
  /** application: credit denied; credit_limit_increase: an increase of a card's line denied. */
  action: 'application' | 'credit_limit_increase';
  reasons: DeclineReason[];
  /** Present when the decision used a consumer report: the notice then names the bureau (FCRA 615(a)). */
  score?: ScoreUsed;
}

/**
 * The consumer reporting agency whose reports the lender uses. The sandbox's stand-in: a real lender prints
 * the agency it asked, with its toll-free number (FCRA 615(a)(3)(A)).
 */
export const CREDIT_BUREAU = {
  name: 'Summit Consumer Reporting (sandbox stand-in)',
  address: 'P.O. Box 1000, Denver, CO 80201',
  phone: '(888) 555-0110',
};

/** The agency that administers ECOA compliance for a creditor that is not a bank (Reg B appendix A). */
export const ECOA_AGENCY = 'Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580';

/** Records the notice as a file of the applicant's; its id is what the decline links. */
export async function recordAdverseAction(
  deps: Pick<Deps, 'db'>,
  notice: { ownerId: number; applicationId: number; refId?: number; detail: AdverseActionDetail },
): Promise<number> {
  const [row] = await deps.db
    .insert(files)
    .values({ ownerId: notice.ownerId, kind: ADVERSE_ACTION_KIND, applicationId: notice.applicationId, refId: notice.refId ?? null, detail: { ...notice.detail } })
    .returning({ id: files.id });
  return row!.id;
}

export const ADVERSE_ACTION_KIND = 'adverse_action_notice';

/** The detail a file row keeps, read back (a row written by this module; anything else is no notice). */
export function adverseActionDetail(detail: unknown): AdverseActionDetail | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as Partial<AdverseActionDetail>;
  if ((d.action !== 'application' && d.action !== 'credit_limit_increase') || !Array.isArray(d.reasons)) return null;
  const reasons = d.reasons.filter((r): r is DeclineReason => r in DECLINE_REASONS);
  return { action: d.action, reasons, ...(d.score ? { score: d.score } : {}) };
}
