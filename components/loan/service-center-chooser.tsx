'use client';
// Choosing the service center of an application that needs one: one radio per dealership, then the
// lender records it (PUT /api/applications/{id}/dealership) and the loan page opens without the warning.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ServiceCenter } from '@/lib/view/service-center';
import { bffFetch } from '@/lib/client/bff-fetch';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';

export function ServiceCenterChooser({ applicationId, dealerships, loanHref }: { applicationId: number; dealerships: ServiceCenter[]; loanHref: string }) {
  const t = useTranslations('application.serviceCenter');
  const refusal = useTranslations('apply.refusals');
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return setError(refusal('unknownDealership'));
    setSending(true);
    setError(null);
    const res = await bffFetch(`/api/applications/${applicationId}/dealership`, {
      method: 'PUT',
      body: { dealership_id: chosen },
      schema: () => import('@/lib/contract/applications').then((m) => m.ApplicationResponseSchema),
    });
    if (res.ok) {
      router.push(loanHref);
      router.refresh();
      return;
    }
    setSending(false);
    if (res.status !== 401) setError(res.errors.dealership_id?.[0] ?? res.message);
  }

  return (
    <ScriptForm onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('near')}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {dealerships.map((d) => (
            <li key={d.id}>
              <label className="flex h-full cursor-pointer gap-3 rounded-md border border-gray-300 p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:border-brand-700">
                <input
                  type="radio"
                  name="dealership"
                  value={d.id}
                  checked={chosen === d.id}
                  onChange={() => {
                    setChosen(d.id);
                    setError(null);
                  }}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">{d.name}</span>
                  <span className="block text-sm text-muted">{d.address}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">{error}</p>
      )}
      <Button type="submit" pending={sending} pendingLabel={t('saving')} className="w-full sm:w-auto">
        {t('save')}
      </Button>
    </ScriptForm>
  );
}
