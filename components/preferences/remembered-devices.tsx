// Account Preferences → Remembered devices: the client list (./remembered-device-list.tsx) with
// only the messages it uses.
import type { RememberedDeviceRow } from '@/lib/view/two-step';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RememberedDeviceList } from './remembered-device-list';

export function RememberedDevices(props: { rows: RememberedDeviceRow[] | null }) {
  return (
    <ClientMessages paths={['account.preferences.devices', 'account.preferences.activity.unknownAddress']}>
      <RememberedDeviceList {...props} />
    </ClientMessages>
  );
}
