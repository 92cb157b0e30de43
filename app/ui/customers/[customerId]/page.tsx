// /ui/customers/{customerId} — opens the customer's current application (or the apply page).
import { redirect, unstable_rethrow } from 'next/navigation';
import { FallbackMessage } from '@/components/ui/fallback-message';
import { currentApplicationPath } from '@/lib/lender/navigation';
import { requireCustomerAccess } from '@/lib/session/session';

export default async function CustomerRoot(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  // A failed look-up of the customer: the fallback page (spec 001 section 8), not a blank error shell.
  const path = await currentApplicationPath(session, Number(customerId)).catch((err: unknown) => {
    unstable_rethrow(err); // sign in again (401), not found (404)
    return null;
  });
  if (path === null) return <FallbackMessage />;
  redirect(path);
}
