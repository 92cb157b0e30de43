// Account Preferences → Two-step verification: the client panel (./two-step-panel.tsx) with only
// the messages it and its parts use.
import type { TwoStepView } from '@/lib/view/two-step';
import { ClientMessages } from '@/components/i18n/client-messages';
import { TwoStepPanel } from './two-step-panel';

const MESSAGES = ['account.preferences.twoStep', 'account.preferences.recovery', 'account.preferences.currentPassword', 'account.preferences.enterCurrent', 'account.stepUp'];

export function TwoStepSection(props: { view: TwoStepView | null; readOnly: boolean }) {
  return (
    <ClientMessages paths={MESSAGES}>
      <TwoStepPanel {...props} />
    </ClientMessages>
  );
}
