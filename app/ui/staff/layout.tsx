// Staff only. Checked here too, so that anyone else gets a real 404 before the page's loading skeleton
// streams (the page checks again).
import { requireStaff } from '@/lib/session/session';

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  await requireStaff();
  return children;
}
