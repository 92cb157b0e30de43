// Recent security activity: every change of how the account signs in, when, from which
// device and address. The customer sees it in Account Preferences, and so does staff viewing them.
import { useTranslations } from 'next-intl';
import type { SecurityActivityRow } from '@/lib/view/security-activity';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { SectionCard } from './section-card';

export function SecurityActivity({ rows }: { rows: SecurityActivityRow[] | null }) {
  const t = useTranslations('account.preferences.activity');
  return (
    <SectionCard title={t('title')} id="security-activity">
      {rows === null ? (
        <p role="status">{t('failed')}</p>
      ) : rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label={t('label')}>
          {rows.map((row) => (
            <li key={row.id} className="py-2">
              <p className="font-medium">{t.has(`events.${row.kind}` as never) ? t(`events.${row.kind}` as never) : row.what}</p>
              <p className="text-sm text-muted">
                <time dateTime={row.at}>{row.when}</time> · {row.device ?? t('unknownDevice')} · {row.address ?? t('unknownAddress')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">{t('help', { phone: SUPPORT_PHONE })}</p>
    </SectionCard>
  );
}
