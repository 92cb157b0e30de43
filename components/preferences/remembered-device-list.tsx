'use client';
// The remembered devices: the browsers that skip the second step for 30 days;
// forgetting one makes its next sign-in ask for a code.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import type { RememberedDeviceRow } from '@/lib/view/two-step';
import { Button } from '@/components/ui/button';
import { SectionCard, StatusMessage } from './section-card';

export function RememberedDeviceList({ rows }: { rows: RememberedDeviceRow[] | null }) {
  const router = useRouter();
  const t = useTranslations('account.preferences');
  const call = useBffCall();
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function forget(row: RememberedDeviceRow) {
    if (busy) return;
    setBusy(row.id);
    setError(null);
    const res = await call(bffRoutes.auth.forgetDevice, { params: { id: row.id } });
    setBusy(null);
    if (!res.ok) return setError(res.message);
    setStatus(t('devices.forgotten', { device: row.device }));
    router.refresh();
  }

  return (
    <SectionCard title={t('devices.title')} id="remembered-devices">
      {rows === null ? (
        <p role="status">{t('devices.failed')}</p>
      ) : rows.length === 0 ? (
        <p>{t('devices.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label={t('devices.label')}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{row.device}</p>
                <p className="text-sm text-muted">{t('devices.details', { lastUsed: row.lastUsed, address: row.address ?? t('activity.unknownAddress'), expires: row.expires })}</p>
              </div>
              <Button type="button" variant="secondary" pending={busy === row.id} pendingLabel={t('devices.forgetting')} onClick={() => forget(row)} aria-label={t('devices.forgetLabel', { device: row.device, lastUsed: row.lastUsed })}>
                {t('devices.forget')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert" className="mt-2 text-sm text-danger">{error}</p>}
      <StatusMessage text={status} />
    </SectionCard>
  );
}
