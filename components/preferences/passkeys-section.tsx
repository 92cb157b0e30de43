// Account Preferences → Passkeys: the account's passkeys (name, added, last used) with
// Remove, and adding one. Only when the lender offers passkeys; the page leaves the section out otherwise.
import { useTranslations } from 'next-intl';
import type { PasskeyRow } from '@/lib/view/passkey';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyList } from './passkey-list';
import { SectionCard } from './section-card';
import { ClientMessages } from '@/components/i18n/client-messages';

export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] | null }) {
  const t = useTranslations('account.preferences.passkeys');
  return (
    <SectionCard title={t('title')} id="passkeys">
      <p className="mb-4">{t('intro')}</p>
      <ClientMessages paths={['account.preferences.passkeys', 'account.stepUp']}>
        {passkeys ? (
          <PasskeyList passkeys={passkeys} />
        ) : (
          <p role="alert" className="mb-4 text-danger">{t('failed', { phone: SUPPORT_PHONE })}</p>
        )}
        <PasskeyAddForm names={passkeys?.map((passkey) => passkey.name) ?? []} />
      </ClientMessages>
    </SectionCard>
  );
}
