// /ui/customers/{customerId} — opens the customer's current application (or the apply page).
import { redirect } from 'next/navigation';
import { currentApplicationPath } from '@/lib/lender/navigation';
import { requireCustomerAccess } from '@/lib/session/session';

export default async function CustomerRoot(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  redirect(await currentApplicationPath(session, Number(customerId)));
}
