// /ui/customers/{customerId}/edit — Account Preferences: e-mail, mobile phone with PIN (and the texts
// disclosure), texts per purpose, payment reminders, bank accounts, the password, passkeys, the private calendar address, paperless delivery and the recent security activity. Card-account
// customers call to change their phone and see no reminders or bank accounts (spec 000 section 6).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { noteMissingPasskeyList, passkeysOffered } from '@/lib/lender/passkey-support';
import { foundOr404, isLoaded, loadOptional } from '@/lib/lender/page';
import { CARD_SERVICER_PHONE, SUPPORT_PHONE } from '@/lib/rules/contact';
import { ClientMessages } from '@/components/i18n/client-messages';
import { phoneLink } from '@/components/i18n/rich';
import { formatPhone } from '@/lib/rules/phone';
import { requireCustomerAccess } from '@/lib/session/session';
import { toBankAccountOption } from '@/lib/view/bank-account';
import { toCustomer } from '@/lib/view/customer';
import { mobilePhoneViewOf } from '@/lib/view/mobile-phone';
import { EmailSection } from '@/components/preferences/email-section';
import { PendingEmail } from '@/components/preferences/pending-email';
import { PhoneSection } from '@/components/preferences/phone-section';
import { RemindersSection } from '@/components/preferences/reminders-section';
import { BankAccountsSection } from '@/components/preferences/bank-accounts-section';
import { SectionCard } from '@/components/preferences/section-card';
import { PasswordSection } from '@/components/preferences/password-section';
import { SecurityActivity } from '@/components/preferences/security-activity';
import { PasskeysSection } from '@/components/preferences/passkeys-section';
import { toPasskeyRows } from '@/lib/view/passkey';
import { knownWords } from '@/lib/rules/password-words';
import { toSecurityActivity } from '@/lib/view/security-activity';
import { toRememberedDevices, toTwoStepView } from '@/lib/view/two-step';
import { TwoStepSection } from '@/components/preferences/two-step-section';
import { RememberedDevices } from '@/components/preferences/remembered-devices';
import { CalendarSection } from '@/components/preferences/calendar-section';
import { toCalendarSubscription } from '@/lib/view/calendar-subscription';
import { toTextPreferencesView } from '@/lib/view/text-preferences';
import { TextsSection } from '@/components/preferences/texts-section';
import { PaperlessSection } from '@/components/esign/paperless-section';
import { toEsignView } from '@/lib/view/esign';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('preferences'))('title') };
}

export default async function AccountPreferencesPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  const self = session.userId === id;
  // Two-step, remembered devices and passkeys are extensions: without them their sections are
  // left out. Passkeys and devices are the signed-in person's own (staff viewing a customer see the
  // two-step state and the activity only), passkeys only while the lender offers them.
  const ownPasskeys = self && passkeysOffered();
  const [user, bankAccounts, securityEvents, twoStep, devices, passkeys, calendar, texts, esign] = await Promise.all([
    loadOptional(lender.getUser({ token: session.token, id })).then(foundOr404),
    loadOptional(lender.getBankAccounts({ token: session.token, query: { user_id: id } })),
    loadOptional(lender.getSecurityEvents({ token: session.token, query: { user_id: id } })),
    loadOptional(lender.getTwoStep({ token: session.token, query: { user_id: id } })),
    self ? loadOptional(lender.getRememberedDevices({ token: session.token })) : null,
    ownPasskeys ? loadOptional(lender.listPasskeys({ token: session.token })) : ('missing' as const),
    // The calendar address is the customer's own: staff viewing them do not see or make it.
    self ? loadOptional(lender.getCalendarSubscription({ token: session.token })) : ('missing' as const),
    // Texts (TCPA consent) are an extension: without it no Texts section and no disclosure with the phone.
    loadOptional(lender.getTextPreferences({ token: session.token, id })),
    // Consent to electronic delivery: the customer's to change, staff's to read.
    loadOptional(lender.getEsignConsent({ token: session.token, id })),
  ]);
  if (ownPasskeys && passkeys === 'missing') noteMissingPasskeyList();
  const t = await getTranslations('preferences');
  if (user === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
        {t('loadError', { phone: SUPPORT_PHONE })}
      </p>
    );
  }
  const customer = toCustomer(user);
  const revolver = customer.hasRevolverApplication;
  const textsView = isLoaded(texts) && texts !== undefined ? toTextPreferencesView(texts) : null;
  const mobilePhone = customer.mobilePhone !== undefined ? customer.mobilePhone : await lookUpMobilePhone(session.token, id, customer.phoneOnFile);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <ClientMessages paths={['preferences', 'account.stepUp']}>
        {/* Only the customer changes their sign-in e-mail (docs/security.md): staff see it and any pending change. */}
        {self ? (
          <EmailSection userId={customer.id} email={customer.email} pendingEmail={customer.pendingEmail} />
        ) : (
          <SectionCard title={t('email.title')} id="email">
            <p className="mb-2 font-semibold break-all">{customer.email}</p>
            {customer.pendingEmail && <PendingEmail email={customer.pendingEmail} current={customer.email} />}
            <p className="text-sm text-muted">{t('email.staffOnly')}</p>
          </SectionCard>
        )}
        {revolver ? (
          <SectionCard title={t('phone.title')} id="phone">
            <p className="mb-2">
              {mobilePhone ? <span className="font-semibold">+1 {formatPhone(mobilePhone.number)}</span> : t('phone.none')}
            </p>
            <p>{t.rich('phone.cardCall', { phone: CARD_SERVICER_PHONE, tel: phoneLink(CARD_SERVICER_PHONE, 'font-semibold text-brand-700 underline') })}</p>
          </SectionCard>
        ) : (
          <PhoneSection userId={customer.id} phone={mobilePhone} textsVersion={self && textsView ? textsView.disclosureVersion : null} />
        )}
        {textsView && <TextsSection key={textsView.key} userId={customer.id} view={textsView} readOnly={!self} />}
        {customer.userInNls && !revolver && <RemindersSection userId={customer.id} enabled={customer.hasPaymentReminder} />}
      </ClientMessages>
      {!revolver && <BankAccountsSection userId={customer.id} accounts={isLoaded(bankAccounts) ? bankAccounts.map(toBankAccountOption) : null} />}
      {/* Only the customer changes their own password, two-step and passkeys; staff viewing them see the two-step state and the activity. */}
      {self && (
        <PasswordSection
          email={customer.email}
          secondFactor={isLoaded(twoStep) && twoStep.on}
          knownWords={knownWords({ email: customer.email, name: customer.name })}
        />
      )}
      {twoStep !== 'missing' && <TwoStepSection view={isLoaded(twoStep) ? toTwoStepView(twoStep) : null} readOnly={!self} />}
      {passkeys !== 'missing' && <PasskeysSection passkeys={isLoaded(passkeys) ? toPasskeyRows(passkeys) : null} />}
      {calendar !== 'missing' && calendar !== undefined && <CalendarSection subscription={isLoaded(calendar) ? toCalendarSubscription(calendar) : null} />}
      {esign !== 'missing' && esign !== undefined && <PaperlessSection view={isLoaded(esign) ? toEsignView(esign) : null} self={self} here={`/ui/customers/${id}/edit`} />}
      {self && devices !== null && devices !== 'missing' && <RememberedDevices rows={isLoaded(devices) ? toRememberedDevices(devices) : null} />}
      <SecurityActivity rows={isLoaded(securityEvents) ? toSecurityActivity(securityEvents) : null} />
    </div>
  );
}

/** Without the user's mobile_phone extension: the record of their number, asked of the spec's exists call (no PIN sent). */
async function lookUpMobilePhone(token: string, userId: number, phone: string | null) {
  const number = phone?.replace(/\D/g, '').slice(-10);
  if (!number || number.length !== 10) return null;
  const found = await loadOptional(lender.mobilePhoneExists({ token, query: { number, owner_id: userId, owner_type: 'User' } }));
  return isLoaded(found) ? mobilePhoneViewOf(found.mobile_phone) : null;
}
