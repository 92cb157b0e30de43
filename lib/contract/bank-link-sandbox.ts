// The bank-link stand-in's tokens and banks, without zod: the client's link dialog imports these
// (zod stays out of the JavaScript a page loads first). lib/contract/bank-accounts.ts re-exports them.

import { SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX } from './bank-link-tokens';

export { SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX };
export const isSandboxLinkToken = (token: string) => token.startsWith(SANDBOX_LINK_TOKEN_PREFIX);
/** The public token the stand-in dialog hands back for a sandbox link token. */
export const sandboxPublicToken = (linkToken: string) => SANDBOX_PUBLIC_TOKEN_PREFIX + linkToken.slice(SANDBOX_LINK_TOKEN_PREFIX.length);

/** The banks and accounts the stand-in dialog offers; the sandbox knows which have enough balance. */
export const SANDBOX_BANKS = [
  {
    institution_id: 'ins_sandbox_1',
    name: 'Sandbox National Bank',
    routing_number: '021000021',
    accounts: [
      { id: 'sbx-checking', name: 'Everyday Checking', mask: '0001', subtype: 'checking', sufficient: true },
      { id: 'sbx-savings', name: 'Rainy Day Savings', mask: '0002', subtype: 'savings', sufficient: true },
    ],
  },
  {
    institution_id: 'ins_sandbox_2',
    name: 'Sandbox Credit Union',
    routing_number: '011000015',
    accounts: [{ id: 'sbx-low', name: 'Low Balance Checking', mask: '0003', subtype: 'checking', sufficient: false }],
  },
] as const;
