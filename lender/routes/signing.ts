// POST /api/applications/{id}/sign — records the signature of the loan agreement and moves the
// application on: final loan signed, signed_at, status doc_signed, final_status doc_signed (0).
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ALREADY_SIGNED_MESSAGE,
  NOT_READY_TO_SIGN_MESSAGE,
  ONLY_CUSTOMER_SIGNS_MESSAGE,
  SIGNED_STATUS,
  SignRequestSchema,
} from '../../lib/contract/signing';
import { FINAL_STATUS } from '../domain/applications';
import { applications } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { forbidden, unprocessable } from '../http/errors';
import { serializeApplication } from '../serializers/application';
import { idParam, parseBody } from '../http/validate';

export const signingRoutes = new Hono<Env>();

const WAITING_FOR_SIGNATURE = 'waiting_agreement_signature';

signingRoutes.post('/:id/sign', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  await parseBody(c, SignRequestSchema);
  // Staff may read the application, but a signature is the customer's own act.
  if (app.userId !== actor.user.id) throw forbidden(ONLY_CUSTOMER_SIGNS_MESSAGE);
  if (app.finalLoanSigned) throw unprocessable(ALREADY_SIGNED_MESSAGE, { base: [ALREADY_SIGNED_MESSAGE] });
  if (app.statusCacheStatus !== WAITING_FOR_SIGNATURE || app.finalContractId === null) {
    throw unprocessable(NOT_READY_TO_SIGN_MESSAGE, { base: [NOT_READY_TO_SIGN_MESSAGE] });
  }

  // Conditional on the state just checked, so two signatures at once record one.
  const [signed] = await deps.db
    .update(applications)
    .set({ finalLoanSigned: true, signedAt: deps.clock.now(), statusCacheStatus: SIGNED_STATUS, finalStatus: FINAL_STATUS.doc_signed })
    .where(and(eq(applications.id, app.id), eq(applications.finalLoanSigned, false), eq(applications.statusCacheStatus, WAITING_FOR_SIGNATURE)))
    .returning();
  if (!signed) throw unprocessable(ALREADY_SIGNED_MESSAGE, { base: [ALREADY_SIGNED_MESSAGE] });
  return c.json({ data: await serializeApplication(deps, signed) });
});
