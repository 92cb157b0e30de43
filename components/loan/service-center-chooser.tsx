'use client';
// Choosing the service center of an application that needs one: one radio per dealership, then the
// lender records it (PUT /api/applications/{id}/dealership) and the loan page opens without the warning.
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ServiceCenter } from '@/lib/view/service-center';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';

const DEALERSHIP_FIELDS = ['dealership_id'] as const;

export function ServiceCenterChooser({ applicationId, dealerships, loanHref }: { applicationId: number; dealerships: ServiceCenter[]; loanHref: string }) {
  const t = useTranslations('application.serviceCenter');
  const refusal = useTranslations('apply.refusals');
  const router = useRouter();
  const call = useBffCall();
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const form = useBffForm({ fields: DEALERSHIP_FIELDS });
  // Stays "saving" until the loan page replaces this one.
  const [leaving, setLeaving] = useState(false);
  const error = form.error('dealership_id') ?? form.error('base');

  async function submit() {
    if (form.refuse({ dealership_id: chosen === null ? refusal('unknownDealership') : null }) || chosen === null) return;
    const res = await form.send(() => call(bffRoutes.applications.chooseDealership, { params: { id: applicationId }, body: { dealership_id: chosen } }));
    if (!res?.ok) return;
    setLeaving(true);
    router.push(loanHref);
    router.refresh();
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('near')}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {dealerships.map((d) => (
            <li key={d.id}>
              <label className="flex h-full cursor-pointer gap-3 rounded-md border border-gray-300 p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:border-brand-700">
                <input
                  type="radio"
                  name="dealership_id"
                  value={d.id}
                  checked={chosen === d.id}
                  onChange={() => {
                    setChosen(d.id);
                    form.clear();
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
      <Button type="submit" pending={form.pending || leaving} pendingLabel={t('saving')} className="w-full sm:w-auto">
        {t('save')}
      </Button>
    </ScriptForm>
  );
}
