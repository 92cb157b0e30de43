// An application's loan account number (acctrefno) never changes once the loan exists, and the history
// calls need it. Remembering it per portal instance lets the history page ask for the payments in the
// same round trip as the application and the loan account, instead of one round trip after them
// ("no waterfalls"). It is only a hint: the page still loads the loan account, and throws the early answers
// away when the number differs. The lender checks ownership of every history call by the token either way.
// A number known also says the loan exists, which the loan page reads (lib/loan/landing.ts).
import 'server-only';

const MAX_ENTRIES = 50_000;
// On globalThis: Next bundles each page apart, and the loan page's answer serves the history page too.
const STORE = Symbol.for('portal.knownAcctrefnos');
const known = ((globalThis as { [STORE]?: Map<number, string> })[STORE] ??= new Map());

export function knownAcctrefno(applicationId: number): string | null {
  return known.get(applicationId) ?? null;
}

export function rememberAcctrefno(applicationId: number, acctrefno: string): void {
  if (known.get(applicationId) === acctrefno) return;
  // A bounded map: the oldest entry goes first (Map keeps insertion order).
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as number);
  known.set(applicationId, acctrefno);
}
