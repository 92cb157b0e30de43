// Who may use the portal and where each kind of user lands (spec 001 sections 2 and 6).

export interface Identity {
  userId: number;
  roleGroups: readonly string[];
  servicingPlatform: string;
}

export const isPortalUser = (roleGroups: readonly string[]) =>
  roleGroups.includes('admin') || roleGroups.includes('customer');

export const isStaff = (roleGroups: readonly string[]) => roleGroups.includes('admin');

/** The gate's verdict for a signed-in user on a page: where they must go instead, or null to pass. */
export function gateRedirect(identity: Identity, pathname: string): string | null {
  if (!isPortalUser(identity.roleGroups)) return pathname === '/home' ? null : '/home';
  if (identity.servicingPlatform === 'PEACH') return pathname === '/ui/borrower' ? null : '/ui/borrower';
  return null;
}

/** Where a user goes after sign-in when no redirect_uri was given. */
export function landingPath(identity: Identity): string {
  if (!isPortalUser(identity.roleGroups)) return '/home';
  if (identity.servicingPlatform === 'PEACH') return '/ui/borrower';
  if (isStaff(identity.roleGroups)) return '/ui/staff';
  return `/ui/customers/${identity.userId}`;
}

/**
 * A customer id in the path overrides the current user's only for staff;
 * a customer may only open their own id.
 */
export function mayViewCustomer(identity: Pick<Identity, 'userId' | 'roleGroups'>, customerId: number): boolean {
  return isStaff(identity.roleGroups) || identity.userId === customerId;
}

/** Only same-origin absolute paths are accepted as a place to return to after sign-in. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  if (value.startsWith('/ui/auth')) return null;
  return value;
}

/** /ui/auth?error=… when a purchase link cannot be opened by who is signed in (spec 000 sections 7, 8). */
export const PURCHASE_NOT_YOURS = 'purchase';
/** After a password reset: the sign-in page says the password was changed. */
export const PASSWORD_RESET_NOTICE = 'password_reset';
/** After a new sign-in e-mail was confirmed from its inbox: every session ended, sign in with the new one. */
export const EMAIL_CHANGED_NOTICE = 'email_changed';
/** After the first sign-in was created from the welcome link. */
export const ACTIVATED_NOTICE = 'activated';
