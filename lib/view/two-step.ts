// Two-step verification and remembered devices as Account Preferences shows them.
import type { RememberedDevice, TwoStepStatus } from '../contract/two-step';
import { formatCommentTime } from '../rules/mailbox';

/** The ways a code is sent (the app makes its own). */
export type CodeWay = 'sms' | 'email';
export type TwoStepWay = CodeWay | 'totp';

export interface TwoStepView {
  on: boolean;
  /** Staff: always on, cannot be turned off. */
  required: boolean;
  methods: { way: TwoStepWay; destination: string; since: string }[];
  /** The ways not on yet, that can be turned on. */
  available: TwoStepWay[];
  recoveryCodesLeft: number;
}

export function toTwoStepView(status: TwoStepStatus): TwoStepView {
  const on = new Set(status.methods.map((m) => m.method));
  return {
    on: status.on,
    required: status.required,
    methods: status.methods.map((m) => ({ way: m.method, destination: m.destination, since: formatCommentTime(m.confirmed_at) })),
    available: (['sms', 'email', 'totp'] as const).filter((way) => !on.has(way)),
    recoveryCodesLeft: status.recovery_codes_left,
  };
}

export interface RememberedDeviceRow {
  id: number;
  device: string;
  /** Null when unknown (the component says so in its language). */
  address: string | null;
  lastUsed: string;
  expires: string;
}

export const toRememberedDevices = (devices: RememberedDevice[]): RememberedDeviceRow[] =>
  devices.map((d) => ({ id: d.id, device: d.device, address: d.address, lastUsed: formatCommentTime(d.last_used_at), expires: formatCommentTime(d.expires_at) }));
