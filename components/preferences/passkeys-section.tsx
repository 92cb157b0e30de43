// Account Preferences → Passkeys (issue 22, part 5): the account's passkeys (name, added, last used) with
// Remove, and adding one. Only when the lender offers passkeys; the page leaves the section out otherwise.
import type { PasskeyRow } from '@/lib/view/passkey';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyList } from './passkey-list';
import { SectionCard } from './section-card';

export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] | null }) {
  return (
    <SectionCard title="Passkeys" id="passkeys">
      <p className="mb-4">
        A passkey signs you in with your device&apos;s fingerprint, face or screen lock instead of your password. It counts as a second step
        on its own, and it cannot be phished.
      </p>
      {passkeys ? (
        <PasskeyList passkeys={passkeys} />
      ) : (
        <p role="alert" className="mb-4 text-danger">We could not load your passkeys. Please refresh the page or call {SUPPORT_PHONE}.</p>
      )}
      <PasskeyAddForm names={passkeys?.map((passkey) => passkey.name) ?? []} />
    </SectionCard>
  );
}
