// /ui/customers/{customerId} — opens the customer's current application (or the apply page).
import { redirect } from 'next/navigation';
import { FallbackMessage } from '@/components/ui/fallback-message';
import { currentApplicationPath } from '@/lib/lender/navigation';
import { requireCustomerAccess } from '@/lib/session/session';

export default async function CustomerRoot(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  // A failed look-up of the customer: the fallback page (spec 001 section 8), not a blank error shell.
  const path = await currentApplicationPath(session, Number(customerId));
  if (path === null) return <FallbackMessage />;
  redirect(path);
}
