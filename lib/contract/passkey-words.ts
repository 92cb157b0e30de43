// Passkeys: the limit and the messages both parties use, without zod, so the portal's components can import
// them (a constants module of portal/contract-in-components in eslint.config.mjs).

export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_MESSAGES = {
  nameEmpty: 'Name this passkey, for instance "Work laptop"',
  nameTooLong: `Use at most ${PASSKEY_NAME_MAX} characters`,
  /** One answer for an unknown passkey, another account's, a bad signature or a copied one: nothing given away. */
  notRecognized: 'This passkey was not recognized. Sign in with your password, or try another passkey.',
  /** The challenge was used, expired or never issued. */
  expired: 'This passkey request has expired. Please try again.',
  notRegistered: 'This passkey could not be added. Please try again.',
  tooMany: 'You have as many passkeys as an account can hold. Remove one to add another.',
} as const;

/** Two passkeys of one name could not be told apart in the list. */
export const passkeyNameTaken = (name: string) => `You already have a passkey named "${name}". Choose another name.`;

/** Names compare without case and outer spaces. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
