'use client';
// The page the language link returns to. The header is in the root layout, which is not rendered again
// when the customer moves to another page in the browser: the address is read here, where it is current.
import { usePathname, useSearchParams } from 'next/navigation';

export function ReturnHereField() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return <input type="hidden" name="return_to" value={search ? `${pathname}?${search}` : pathname} />;
}
