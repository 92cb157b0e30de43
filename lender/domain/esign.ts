// The lender's record of consent to electronic delivery (E-SIGN, 15 U.S.C. 7001(c)): the current state is
// the newest act; consent is asked again when there is none or it was given to an older disclosure. The
// disclosure's PDF carries a code derived from the customer and the version: typing it back shows the
// customer can open the lender's electronic documents (7001(c)(1)(C)(ii)). It proves the PDF was opened,
// nothing more: it is not a secret credential.
import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { EsignConsent, EsignEvent } from '../../lib/contract/esign';
import { esignConsents } from '../db/schema';
import type { Deps } from '../http/context';
import { LEGAL_TEXTS } from './legal';

export const ESIGN_DISCLOSURE_VERSION = LEGAL_TEXTS.e_sign.version;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The key of the codes: any value works for the sandbox; a lender keeps its own. */
const codeKey = () => process.env.SANDBOX_ESIGN_CODE_KEY ?? 'sandbox-esign-disclosure-code';

/** The code the disclosure of `version` shows this customer: six letters and digits without look-alikes. */
export function disclosureCode(userId: number, version: string): string {
  const digest = createHmac('sha256', codeKey()).update(`${userId}:${version}`).digest();
  return Array.from(digest.subarray(0, 6), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

type Row = typeof esignConsents.$inferSelect;

const toEvent = (r: Row): EsignEvent => ({
  action: r.action as EsignEvent['action'],
  disclosure_version: r.disclosureVersion,
  at: r.createdAt.toISOString(),
  address: r.address,
  email: r.email,
  language: r.language === 'es-US' ? 'es-US' : 'en-US',
  method: r.method as EsignEvent['method'],
});

/** The state from the acts, newest first: consent to an older version, or none at all, is asked again. */
export function consentState(rows: Row[], version: string): EsignConsent {
  const latest = rows[0];
  const state = latest ? (latest.action as EsignEvent['action']) : 'none';
  return {
    disclosure_version: version,
    state,
    needs_consent: state === 'none' || (state === 'consented' && latest!.disclosureVersion !== version),
    since: latest ? latest.createdAt.toISOString() : null,
    history: rows.slice(0, 200).map(toEvent),
  };
}

export async function loadConsent(deps: Pick<Deps, 'db'>, userId: number): Promise<EsignConsent> {
  const rows = await deps.db.select().from(esignConsents).where(eq(esignConsents.userId, userId)).orderBy(desc(esignConsents.createdAt), desc(esignConsents.id));
  return consentState(rows, ESIGN_DISCLOSURE_VERSION);
}
