'use client';
// A servicemember's request to cap the rate at 6% (SCRA): when service began and, if it has, ended; a few
// words; consent to be contacted. The form's own check says a date after today, an end before the start, or
// an end more than 180 days ago beside its field; the lender checks again (and that the loan came before the
// service). The orders come once the request is in, through the upload pipeline.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { useBffCall } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffForm } from '@/lib/client/use-bff-form';
import { ASSISTANCE_EXPLANATION_MAX } from '@/lib/contract/assistance-words';
import { scraDateProblems } from '@/lib/rules/assistance';
import { ConsentBox, DocumentsLater, ExplanationField } from './form-parts';

const FIELDS = ['service_start', 'service_end', 'explanation', 'consent_to_contact'] as const;
type Field = (typeof FIELDS)[number];

export function ScraForm({ applicationId, today, donePath }: { applicationId: number; today: string; donePath: string }) {
  const t = useTranslations('assistance');
  const router = useRouter();
  const call = useBffCall();
  const form = useBffForm({ fields: FIELDS });
  const [v, setV] = useState({ start: '', end: '', explanation: '', consent: false });
  const [leaving, setLeaving] = useState(false);
  const set = (field: Field, change: Partial<typeof v>) => {
    setV((old) => ({ ...old, ...change }));
    form.edited(field);
  };

  async function submit() {
    const dates = scraDateProblems(v.start, v.end || null, today);
    const refused = form.refuse({
      service_start: dates.service_start ? t(`refusals.${dates.service_start}`) : null,
      service_end: dates.service_end ? t(`refusals.${dates.service_end}`) : null,
      explanation: v.explanation.length > ASSISTANCE_EXPLANATION_MAX ? t('refusals.explanationTooLong') : null,
      consent_to_contact: v.consent ? null : t('refusals.consent'),
    });
    if (refused) return;
    const body = { service_start: v.start, service_end: v.end || null, explanation: v.explanation.trim(), consent_to_contact: true as const };
    const res = await form.send(() => call(bffRoutes.assistance.scra, { params: { id: applicationId }, body }));
    if (!res?.ok) return;
    setLeaving(true);
    router.push(donePath);
    router.refresh();
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate aria-labelledby="scra-form-heading" className="space-y-5">
      <h2 id="scra-form-heading" className="text-lg font-semibold">{t('scra.form')}</h2>
      {form.error('base') && <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">{form.error('base')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('scra.start')} name="service_start" type="date" max={today} value={v.start} onChange={(e) => set('service_start', { start: e.target.value })} error={form.error('service_start')} />
        <TextField label={t('scra.end')} name="service_end" type="date" value={v.end} onChange={(e) => set('service_end', { end: e.target.value })} hint={t('scra.endHint')} error={form.error('service_end')} />
      </div>
      <ExplanationField form={form} label={t('scra.explanation')} value={v.explanation} onChange={(explanation) => set('explanation', { explanation })} />
      <DocumentsLater heading={t('scra.orders')} text={t('scra.ordersLater')} />
      <ConsentBox form={form} label={t('form.consent')} checked={v.consent} onChange={(consent) => set('consent_to_contact', { consent })} />
      <Button type="submit" pending={form.pending || leaving} pendingLabel={t('form.sending')}>
        {t('form.submit')}
      </Button>
    </ScriptForm>
  );
}
