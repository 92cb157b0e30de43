// Recent security activity (issue 22): every change of how the account signs in, when, from which
// device and address. The customer sees it in Account Preferences, and so does staff viewing them.
import type { SecurityActivityRow } from '@/lib/view/security-activity';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { SectionCard } from './section-card';

export function SecurityActivity({ rows }: { rows: SecurityActivityRow[] | null }) {
  return (
    <SectionCard title="Recent security activity" id="security-activity">
      {rows === null ? (
        <p role="status">We could not load your recent security activity. Please try again later.</p>
      ) : rows.length === 0 ? (
        <p>No security changes yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Security events, newest first">
          {rows.map((row) => (
            <li key={row.id} className="py-2">
              <p className="font-medium">{row.what}</p>
              <p className="text-sm text-muted">
                <time dateTime={row.at}>{row.when}</time> · {row.device} · {row.address}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">Something you don&apos;t recognize? Change your password and call us at {SUPPORT_PHONE}.</p>
    </SectionCard>
  );
}
