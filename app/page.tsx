// / — straight to where the signed-in user belongs.
import { redirect } from 'next/navigation';
import { landingPath } from '@/lib/rules/access';
import { requireSession } from '@/lib/session/session';

export default async function Root() {
  const session = await requireSession();
  redirect(landingPath({ userId: session.userId, roleGroups: session.roleGroups, servicingPlatform: session.servicingPlatform }));
}
