// Any other path under a customer goes to their current application (spec 001 section 2).
import { redirect } from 'next/navigation';
import { currentApplicationPath } from '@/lib/lender/navigation';
import { requireCustomerAccess } from '@/lib/session/session';

export default async function UnknownCustomerPath(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const path = await currentApplicationPath(session, Number(customerId));
  // The customer could not be loaded: the error page (a 500), as for any page that cannot render.
  if (path === null) throw new Error('The customer could not be loaded');
  redirect(path);
}
