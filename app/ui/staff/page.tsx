// /ui/staff — staff land here to find a customer (the look-up comes in the staff issue).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isStaff } from '@/lib/rules/access';
import { requireSession } from '@/lib/session/session';

export const metadata: Metadata = { title: 'Find a customer' };

export default async function StaffPage() {
  const session = await requireSession();
  if (!isStaff(session.roleGroups)) notFound();
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Find a customer</h1>
      <p>Signed in as {session.firstName} (customer care).</p>
    </section>
  );
}
