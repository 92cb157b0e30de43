'use client';
// Account Preferences → Remembered devices (issue 22): the browsers that skip the second step for 30 days;
// forgetting one makes its next sign-in ask for a code.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch } from '@/lib/client/bff-fetch';
import type { RememberedDeviceRow } from '@/lib/view/two-step';
import { Button } from '@/components/ui/button';
import { SectionCard, StatusMessage } from './section-card';

export function RememberedDevices({ rows }: { rows: RememberedDeviceRow[] | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function forget(row: RememberedDeviceRow) {
    if (busy) return;
    setBusy(row.id);
    setError(null);
    const res = await bffFetch(`/platform/auth/remembered_devices/${row.id}`, { method: 'DELETE', schema: () => import('@/lib/contract/common').then((m) => m.OkSchema) });
    setBusy(null);
    if (!res.ok) return setError(res.message);
    setStatus(`${row.device} was forgotten: its next sign-in asks for a code.`);
    router.refresh();
  }

  return (
    <SectionCard title="Remembered devices" id="remembered-devices">
      {rows === null ? (
        <p role="status">We could not load your remembered devices. Please try again later.</p>
      ) : rows.length === 0 ? (
        <p>No devices are remembered. Check &ldquo;Remember this device for 30 days&rdquo; when you enter a code to add one.</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Remembered devices">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{row.device}</p>
                <p className="text-sm text-muted">Last used {row.lastUsed} · {row.address} · until {row.expires}</p>
              </div>
              <Button type="button" variant="secondary" pending={busy === row.id} pendingLabel="Forgetting…" onClick={() => forget(row)} aria-label={`Forget ${row.device}, last used ${row.lastUsed}`}>
                Forget
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
