// Where a customer's area opens: their current application, else the apply page.
import 'server-only';
import type { SessionData } from '../session/config';
import { toCustomer } from '../view/customer';
import { lender } from './api';
import { foundOr404, loadOptional } from './page';

/** null: the customer could not be loaded (an unknown or another's customer is not found). */
export async function currentApplicationPath(session: SessionData, customerId: number): Promise<string | null> {
  const user = foundOr404(await loadOptional(lender.getUser({ token: session.token, id: customerId })));
  if (user === 'failed') return null;
  const current = toCustomer(user).currentApplicationId;
  return current === null ? '/ui/apply' : `/ui/customers/${customerId}/applications/${current}`;
}
