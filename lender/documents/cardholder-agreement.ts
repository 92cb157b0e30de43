// The cardholder agreement of a card account (files.kind 'cardholder_agreement'), generated from the
// revolver record: the cardholder, the account, the credit limit and the card's terms.
import { eq } from 'drizzle-orm';
import { formatDate, lenderToday } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { CARD_SERVICER_PHONE, LENDER_NAME, SUPPORT_PHONE } from '../domain/contact';
import { applications, dealerships, revolvers, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { DocumentRenderer } from './index';
import { renderPdf, type PdfBlock } from './pdf';

/** The card's standard purchase APR; promotional purchases may defer its interest (section 4). */
export const STANDARD_PURCHASE_APR = '29.99';
export const LATE_FEE_CENTS = 3_000;
export const RETURNED_PAYMENT_FEE_CENTS = 2_500;

const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const f = (text: string, value: string): PdfBlock => ({ kind: 'field', text, value });

export const cardholderAgreement: DocumentRenderer = async (deps, file) => {
  if (file.applicationId === null) throw notFound('File');
  const [row] = await deps.db
    .select({ revolver: revolvers, app: applications, user: users, dealershipName: dealerships.name })
    .from(revolvers)
    .innerJoin(applications, eq(applications.id, revolvers.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(dealerships, eq(dealerships.id, applications.dealershipId))
    .where(eq(revolvers.applicationId, file.applicationId))
    .limit(1);
  if (!row) throw notFound('File');
  const { revolver, app, user, dealershipName } = row;
  const opened = formatDate(lenderToday(app.createdAt));
  // The PDF fonts have no bullet glyph; the account is named by its last 4 digits only.
  const account = `Ending in ${revolver.tciAccountNumber.slice(-4)}`;

  const blocks: PdfBlock[] = [
    f('Cardholder', `${user.firstName} ${user.lastName}`),
    f('Account', account),
    f('Account opened', opened),
    f('Enrolling service center', dealershipName ?? 'None'),
    f('Credit limit', formatCents(revolver.creditLimitCents)),
    f('Purchase APR', `${STANDARD_PURCHASE_APR}%`),
    f('Annual fee', 'None'),
    f('Late payment fee', `Up to ${formatCents(LATE_FEE_CENTS)}`),
    f('Returned payment fee', `Up to ${formatCents(RETURNED_PAYMENT_FEE_CENTS)}`),
    h('1. This agreement'),
    p(`This Cardholder Agreement is between you, the cardholder named above, and ${LENDER_NAME} ("we", "us"). It governs your ExpressWay revolving credit card account. By using the account or the card you accept these terms. Keep this agreement for your records.`),
    h('2. Using your account'),
    p('You may use the account to pay for repairs, parts and services at participating service centers. Each purchase made at a service center is sent to you for approval; it is charged to your account only after you approve it in the customer portal. You may reject a pending purchase. Once a purchase is approved, contact the service center if you no longer wish to proceed with it.'),
    h('3. Credit limit'),
    p(`Your credit limit is ${formatCents(revolver.creditLimitCents)}. Your available credit is your credit limit less your balance and approved purchases not yet posted. We may offer you a credit limit increase based on the monthly income you report and your account history; an offer is valid until the expiration date shown with it and takes effect when you accept it. We may lower your credit limit with notice as the law allows.`),
    h('4. Promotional financing and deferred interest'),
    p('A purchase may come with a promotional period, shown before you approve it. During a deferred interest promotional period interest accrues at the purchase APR from the date of purchase but is not charged if you pay the purchase balance in full before the period ends. If you do not, all interest accrued since the date of purchase is added to your account. A purchase shown with no promotion period accrues interest from the date of purchase.'),
    h('5. Interest charges'),
    p(`We charge interest on purchases at an annual percentage rate of ${STANDARD_PURCHASE_APR}%, calculated daily on the average daily balance. There is no interest charge on a billing cycle's new purchases if you paid the previous statement balance in full by its due date.`),
    h('6. Payments'),
    p('Each month you must pay at least the minimum payment shown on your statement by its due date. The minimum payment is the greater of $25 or the sum of the monthly payments of your purchases, plus any past due amount. You may pay more at any time without penalty. Payments received by 5 p.m. Mountain Time on a business day are credited that day.'),
    h('7. Fees'),
    p(`If we do not receive your minimum payment by the due date, we may charge a late payment fee of up to ${formatCents(LATE_FEE_CENTS)}. If a payment is returned unpaid, we may charge a returned payment fee of up to ${formatCents(RETURNED_PAYMENT_FEE_CENTS)}. No fee will exceed the minimum payment that was due.`),
    h('8. Default'),
    p('You are in default if you do not make a payment when due, exceed your credit limit, or break any other promise in this agreement. If you default, we may close your account, require immediate payment of the balance, and suspend purchases and cash advances as the law allows.'),
    h('9. Lost or stolen cards and account status'),
    p(`Call the card servicer at ${CARD_SERVICER_PHONE} at once if your card is lost or stolen or you think someone used your account without permission. You are not liable for unauthorized use. The card servicer may place a status on your account that suspends purchases and cash advances; call it to resolve any account issue.`),
    h('10. Card servicer'),
    p('Your account is serviced by TCI Card Services on our behalf. You may view your card account and statements in the card servicer portal, opened from the customer portal.'),
    h('11. Changes and closing'),
    p('We may change the terms of this agreement with the notice the law requires. You may close your account at any time by calling us; you must still pay the balance under these terms.'),
    h('12. Your billing rights'),
    p(`If you think there is an error on your statement, write to us within 60 days of the statement date. While we investigate, you do not have to pay the amount in question. Questions: call ${SUPPORT_PHONE}.`),
    h('13. Governing law'),
    p('This agreement is governed by federal law and the law of the State of Colorado.'),
  ];
  return {
    filename: `cardholder-agreement-${app.id}.pdf`,
    pdf: await renderPdf('ExpressWay Cardholder Agreement', blocks, { subject: `Card account ${account.toLowerCase()}` }),
  };
};
