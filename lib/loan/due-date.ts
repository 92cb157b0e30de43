// The due-date screen, in one parallel round: the loan area, whether the loan may move (with its moves), the
// bank accounts (autopay's account, for its authorization), and, for a day asked in the address (?day=), the
// lender's preview. A day the portal's own rule refuses is said by the field; one the lender refuses is said
// in the caller's language by its code. A lender without the extension: back to the loan.
import 'server-only';
import { redirect } from 'next/navigation';
import { lender } from '../lender/api';
import { isLenderError } from '../lender/errors';
import { isLoaded, loadOptional } from '../lender/page';
import { isStaff } from '../rules/access';
import { lenderToday } from '../rules/dates';
import { dueDayError, readDueDay } from '../rules/due-date-move';
import { loanPath } from '../rules/loan-tabs';
import type { RuleKey, RuleTranslator } from '../rules/messages';
import { requireCustomerAccess } from '../session/session';
import { toBankAccountOption } from '../view/bank-account';
import { toDueDateEligibilityView, toDueDatePreviewView } from '../view/due-date-move';
import { applicationIdFrom, loadLoanArea } from './load';

/** The lender's refusal of a day, in the caller's words when the portal knows its code. */
function refusalWords(err: { code: string; codes?: Record<string, string[]>; errors?: Record<string, string[]>; message: string }, t: RuleTranslator): string {
  const code = err.codes?.day?.[0] ?? err.code;
  return code.startsWith('rules.') ? t(code.slice('rules.'.length) as RuleKey) : (err.errors?.day?.[0] ?? err.message);
}

async function askPreview(token: string, applicationId: number, day: number, words: Promise<RuleTranslator>) {
  try {
    return { preview: (await lender.previewDueDateMove({ token, applicationId, query: { day } })) ?? null, refusal: null };
  } catch (err) {
    if (isLenderError(err) && err.status === 422) return { preview: null, refusal: refusalWords(err, await words) };
    throw err;
  }
}

/** `words`: the rules' words, asked beside the calls (they may wait for the customer's record, a call of the round). */
export async function loadDueDatePage(customerIdParam: string, applicationIdParam: string, typedDay: string | null, words: Promise<RuleTranslator>) {
  const { session } = await requireCustomerAccess(customerIdParam);
  const id = applicationIdFrom(applicationIdParam);
  const today = lenderToday();
  const day = typedDay === null ? null : readDueDay(typedDay);
  // Only a day of the month goes to the lender; anything else is the field's own message, with no call.
  const ask = day !== null && day >= 1 && day <= 28;
  const [area, eligibility, banks, asked, t] = await Promise.all([
    loadLoanArea(customerIdParam, applicationIdParam),
    loadOptional(lender.getDueDateMove({ token: session.token, applicationId: id })),
    loadOptional(lender.getBankAccounts({ token: session.token, query: { user_id: Number(customerIdParam) } })),
    ask ? loadOptional(askPreview(session.token, id, day, words)) : Promise.resolve(null),
    words,
  ]);
  const back = loanPath(area.customerId, area.applicationId);
  if (area.application.isCard || !area.application.hasLoanAccount || eligibility === 'missing' || (isLoaded(eligibility) && !eligibility)) redirect(back);
  const view = isLoaded(eligibility) && eligibility ? toDueDateEligibilityView(eligibility) : null;
  const own = typedDay !== null && view?.currentDueDate ? dueDayError(typedDay, view.currentDueDate, today, t) : typedDay !== null && !ask ? t('dueDayRange') : null;
  const autopay = area.application.autopay;
  const autopayAccount = autopay && isLoaded(banks) ? (banks.map(toBankAccountOption).find((b) => b.id === autopay.bankAccountId) ?? null) : null;
  return {
    area,
    staff: isStaff(session.roleGroups),
    today,
    eligibility: view,
    day: typedDay,
    error: own ?? (isLoaded(asked) && asked ? asked.refusal : null),
    failed: eligibility === 'failed' || asked === 'failed',
    preview: !own && isLoaded(asked) && asked?.preview ? toDueDatePreviewView(asked.preview) : null,
    autopay: autopay ? { totalCents: Math.round(autopay.totalAmount * 100), last4: autopayAccount?.last4 ?? null } : null,
  };
}

export type DueDatePage = Awaited<ReturnType<typeof loadDueDatePage>>;
