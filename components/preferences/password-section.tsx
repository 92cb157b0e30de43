// Password: the client form (./password-form.tsx) with only the messages it uses.
import { ClientMessages } from '@/components/i18n/client-messages';
import { PasswordForm } from './password-form';

const MESSAGES = ['account.preferences.password', 'account.preferences.currentPassword', 'account.preferences.enterCurrent', 'account.password'];

export function PasswordSection(props: { email: string; secondFactor: boolean; knownWords: string[] }) {
  return (
    <ClientMessages paths={MESSAGES}>
      <PasswordForm {...props} />
    </ClientMessages>
  );
}
