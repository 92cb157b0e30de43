// Any other path under a customer goes to their current application (spec 001 section 2).
import { redirect } from 'next/navigation';
import { currentApplicationPath } from '@/lib/lender/navigation';
import { requireCustomerAccess } from '@/lib/session/session';

export default async function UnknownCustomerPath(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  redirect(await currentApplicationPath(session, Number(customerId)));
}
