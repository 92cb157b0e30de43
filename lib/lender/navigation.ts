// Where a customer's area opens: their current application, else the apply page.
import 'server-only';
import { notFound, unstable_rethrow } from 'next/navigation';
import type { SessionData } from '../session/config';
import { getUser } from './api';
import { isNotFound } from './errors';
import { orSignIn } from './page';
import { currentApplicationId } from '../rules/lender-fallbacks';

export async function currentApplicationPath(session: SessionData, customerId: number): Promise<string> {
  const user = await orSignIn(getUser(session.token, customerId)).catch((err) => {
    unstable_rethrow(err);
    if (isNotFound(err)) notFound();
    throw err;
  });
  const current = currentApplicationId(user.attributes);
  return current === null ? '/ui/apply' : `/ui/customers/${customerId}/applications/${current}`;
}
