// /ui/customers/{customerId}/edit — Account Preferences: e-mail, mobile phone with PIN, payment
// reminders, bank accounts. Card-account customers call to change their phone and see no reminders
// or bank accounts (spec 000 section 6).
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getBankAccounts, getUser, mobilePhoneExists } from '@/lib/lender/api';
import { orSignIn } from '@/lib/lender/page';
import { loadForPage } from '@/lib/lender/page';
import { CARD_SERVICER_PHONE, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatPhone } from '@/lib/rules/phone';
import { requireCustomerAccess } from '@/lib/session/session';
import { EmailSection } from '@/components/preferences/email-section';
import { PhoneSection } from '@/components/preferences/phone-section';
import { RemindersSection } from '@/components/preferences/reminders-section';
import { BankAccountsSection } from '@/components/preferences/bank-accounts-section';
import { toManagedBankAccount } from '@/components/bank-accounts/managed-bank-account';
import { SectionCard } from '@/components/preferences/section-card';

export const metadata: Metadata = { title: 'Account Preferences' };

export default async function AccountPreferencesPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  const [user, bankAccounts] = await Promise.all([
    loadForPage(getUser(session.token, id)),
    orSignIn(getBankAccounts(session.token, id)).catch((err: unknown) => {
      unstable_rethrow(err);
      console.error('[preferences] bank accounts unavailable:', err instanceof Error ? err.message : 'unknown');
      return null;
    }),
  ]);
  if (!user) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
        Something went wrong. We could not load your preferences; please try again later or call {SUPPORT_PHONE}.
      </p>
    );
  }
  const a = user.attributes;
  const revolver = a.has_revolver_application;
  const mobilePhone = a.mobile_phone !== undefined ? a.mobile_phone : await lookUpMobilePhone(session.token, id, a.verified_phone ?? a.non_verified_phone);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-semibold">Account Preferences</h1>
      <EmailSection userId={user.id} email={a.email} />
      {revolver ? (
        <SectionCard title="Mobile phone" id="phone">
          <p className="mb-2">
            {mobilePhone ? <span className="font-semibold">+1 {formatPhone(mobilePhone.number)}</span> : 'No mobile phone on file.'}
          </p>
          <p>
            To change the mobile phone of your card account, please call us at{' '}
            <a className="font-semibold text-brand-700 underline" href={telHref(CARD_SERVICER_PHONE)}>{CARD_SERVICER_PHONE}</a>.
          </p>
        </SectionCard>
      ) : (
        <PhoneSection userId={user.id} phone={mobilePhone} />
      )}
      {a.user_in_NLS && !revolver && <RemindersSection userId={user.id} enabled={a.has_payment_reminder} />}
      {!revolver && <BankAccountsSection userId={user.id} accounts={bankAccounts ? bankAccounts.map(toManagedBankAccount) : null} />}
    </div>
  );
}

/** Without the user's mobile_phone extension: the record of their number, asked of the spec's exists call (no PIN sent). */
async function lookUpMobilePhone(token: string, userId: number, phone: string | null) {
  const number = phone?.replace(/\D/g, '').slice(-10);
  if (!number || number.length !== 10) return null;
  const found = await mobilePhoneExists(token, { number, owner_id: userId, send_pin: false }).catch((err: unknown) => {
    unstable_rethrow(err);
    return null;
  });
  return found?.mobile_phone ?? null;
}
