// Where a customer's area opens: their current application, else the apply page.
import 'server-only';
import { notFound } from 'next/navigation';
import type { SessionData } from '../session/config';
import { getUser } from './api';
import { isNotFound } from './errors';

export async function currentApplicationPath(session: SessionData, customerId: number): Promise<string> {
  const user = await getUser(session.token, customerId).catch((err) => {
    if (isNotFound(err)) notFound();
    throw err;
  });
  const current = user.attributes.current_application_id;
  return current === null ? '/ui/apply' : `/ui/customers/${customerId}/applications/${current}`;
}
