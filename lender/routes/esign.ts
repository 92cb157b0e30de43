// GET    /api/users/{id}/esign_consent             — the state of the customer's consent to electronic delivery, and its history
// GET    /api/users/{id}/esign_consent/disclosure  — the disclosure as a PDF with the customer's code
// POST   /api/users/{id}/esign_consent             — consent (the code must match) or decline, for the version read
// DELETE /api/users/{id}/esign_consent             — withdraw (a sensitive change: step-up)
// The customer's own acts only; staff may read the state and its history (and the PDF), never act for them.
import { Hono, type Context } from 'hono';
import { EsignDecisionSchema, ESIGN_MESSAGES } from '../../lib/contract/esign';
import { esignConsents, files } from '../db/schema';
import { visitor } from '../domain/account-security';
import { loadCustomer } from '../domain/access';
import { disclosureCode, ESIGN_DISCLOSURE_VERSION, loadConsent } from '../domain/esign';
import { requireStepUp } from '../domain/step-up';
import { disclosurePdf } from '../documents/esign-disclosure';
import type { Env } from '../http/context';
import { forbidden, HttpError, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const esignRoutes = new Hono<Env>();

/** The customer of the path, as the caller may act for them: only themselves. */
async function ownCustomer(c: Context<Env>) {
  const user = await loadCustomer(c.get('deps'), c.get('actor'), idParam(c));
  if (c.get('actor').user.id !== user.id) throw forbidden('Only the customer can give or withdraw consent to electronic delivery.');
  return user;
}

esignRoutes.get('/:id/esign_consent', async (c) => {
  const user = await loadCustomer(c.get('deps'), c.get('actor'), idParam(c));
  return c.json({ data: await loadConsent(c.get('deps'), user.id) });
});

esignRoutes.get('/:id/esign_consent/disclosure', async (c) => {
  const user = await loadCustomer(c.get('deps'), c.get('actor'), idParam(c));
  const { filename, pdf } = await disclosurePdf(user);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
});

esignRoutes.post('/:id/esign_consent', async (c) => {
  const deps = c.get('deps');
  const user = await ownCustomer(c);
  const body = await parseBody(c, EsignDecisionSchema);
  if (body.disclosure_version !== ESIGN_DISCLOSURE_VERSION) throw unprocessable(ESIGN_MESSAGES.staleVersion, { disclosure_version: [ESIGN_MESSAGES.staleVersion] });
  const action = body.decision === 'consent' ? 'consented' : 'declined';
  if (action === 'consented') {
    if (!body.code) throw unprocessable(ESIGN_MESSAGES.codeRequired, { code: [ESIGN_MESSAGES.codeRequired] });
    if (body.code !== disclosureCode(user.id, ESIGN_DISCLOSURE_VERSION)) throw unprocessable(ESIGN_MESSAGES.codeWrong, { code: [ESIGN_MESSAGES.codeWrong] });
  }
  const current = await loadConsent(deps, user.id);
  // The same decision for the same version again (a retried post) records nothing new.
  const same = current.state === action && current.history[0]?.disclosure_version === ESIGN_DISCLOSURE_VERSION;
  if (!same) {
    const [row] = await deps.db.insert(esignConsents).values({
      userId: user.id,
      action,
      disclosureVersion: ESIGN_DISCLOSURE_VERSION,
      address: visitor(c).address,
      email: user.email,
      language: body.language,
      method: action === 'consented' ? 'portal_code' : 'portal',
    }).returning({ id: esignConsents.id });
    // The disclosure consented to is kept among the customer's documents (the documents center lists it).
    if (action === 'consented') await deps.db.insert(files).values({ ownerId: user.id, kind: 'esign_disclosure', applicationId: null, refId: row!.id });
  }
  return c.json({ data: same ? current : await loadConsent(deps, user.id) }, same ? 200 : 201);
});

esignRoutes.delete('/:id/esign_consent', async (c) => {
  const deps = c.get('deps');
  const user = await ownCustomer(c);
  requireStepUp(c);
  const current = await loadConsent(deps, user.id);
  if (current.state !== 'consented') throw new HttpError(409, 'There is no consent to electronic delivery to withdraw.');
  await deps.db.insert(esignConsents).values({
    userId: user.id,
    action: 'withdrawn',
    disclosureVersion: current.history[0]!.disclosure_version,
    address: visitor(c).address,
    email: user.email,
    language: user.preferredLocale === 'es-US' ? 'es-US' : 'en-US',
    method: 'portal',
  });
  return c.json({ data: await loadConsent(deps, user.id) });
});
