'use client';
// The payment assistance request: what happened (from the list), a few words, since when and for how long,
// the monthly income lost, what would help, and consent to be contacted. The form's own check says each
// problem beside its field before anything is sent; the lender checks again and its refusals land there too.
// Documents come once the request is in (the upload pipeline attaches them by file id).
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { useBffCall } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffForm, type BffForm } from '@/lib/client/use-bff-form';
import { ASSISTANCE_EXPLANATION_MAX, ASSISTANCE_HELP, ASSISTANCE_MONTHS_MAX, ASSISTANCE_REASONS, type AssistanceHelp } from '@/lib/contract/assistance-words';
import { sinceProblem } from '@/lib/rules/assistance';
import { ChoiceBoxes, ConsentBox, DocumentsLater, ExplanationField } from './form-parts';

const FIELDS = ['reason', 'explanation', 'since', 'expected_months', 'income_change', 'help', 'consent_to_contact'] as const;
type Field = (typeof FIELDS)[number];
const SERVER_FIELDS = { 'help.0': 'help', 'help.1': 'help', 'help.2': 'help', 'help.3': 'help' } as const;

interface Props {
  applicationId: number;
  today: string;
  /** Where the page goes once sent (it then shows the request). */
  donePath: string;
}

const selectClass = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger';

export function AssistanceForm({ applicationId, today, donePath }: Props) {
  const t = useTranslations('assistance');
  const router = useRouter();
  const call = useBffCall();
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS });
  const [v, setV] = useState({ reason: '', explanation: '', since: '', months: '', income: '', help: [] as AssistanceHelp[], consent: false });
  const [leaving, setLeaving] = useState(false);
  const set = (field: Field, change: Partial<typeof v>) => {
    setV((old) => ({ ...old, ...change }));
    form.edited(field);
  };

  async function submit() {
    const income = Number(v.income.replace(/[$,\s]/g, ''));
    const since = v.since ? sinceProblem(v.since, today) : 'since';
    const refused = form.refuse({
      reason: v.reason ? null : t('refusals.reason'),
      explanation: !v.explanation.trim() ? t('refusals.explanation') : v.explanation.length > ASSISTANCE_EXPLANATION_MAX ? t('refusals.explanationTooLong') : null,
      since: since ? t(`refusals.${since}`) : null,
      income_change: v.income.trim() === '' || !Number.isFinite(income) || income < 0 ? t('refusals.income') : null,
      help: v.help.length ? null : t('refusals.help'),
      consent_to_contact: v.consent ? null : t('refusals.consent'),
    });
    if (refused) return;
    const body = {
      reason: v.reason as (typeof ASSISTANCE_REASONS)[number],
      explanation: v.explanation.trim(),
      since: v.since,
      expected_months: v.months ? Number(v.months) : null,
      income_change: income,
      help: v.help,
      consent_to_contact: true as const,
      // The upload pipeline's file ids go here once documents can be sent with the request.
    };
    const res = await form.send(() => call(bffRoutes.assistance.create, { params: { id: applicationId }, body }));
    if (!res?.ok) return;
    setLeaving(true);
    router.push(donePath);
    router.refresh();
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate aria-labelledby="assistance-form-heading" className="space-y-5">
      <h2 id="assistance-form-heading" className="text-lg font-semibold">{t('form.heading')}</h2>
      {form.error('base') && <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">{form.error('base')}</p>}
      <ReasonField form={form} value={v.reason} onChange={(reason) => set('reason', { reason })} />
      <ExplanationField form={form} label={t('form.explanation')} value={v.explanation} onChange={(explanation) => set('explanation', { explanation })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.since')} name="since" type="date" max={today} value={v.since} onChange={(e) => set('since', { since: e.target.value })} error={form.error('since')} />
        <MonthsField form={form} value={v.months} onChange={(months) => set('expected_months', { months })} />
      </div>
      <TextField
        label={t('form.income')}
        name="income_change"
        inputMode="decimal"
        autoComplete="off"
        value={v.income}
        onChange={(e) => set('income_change', { income: e.target.value.replace(/[^\d.,$]/g, '').slice(0, 12) })}
        hint={t('form.incomeHint')}
        error={form.error('income_change')}
        className="sm:max-w-xs"
      />
      <ChoiceBoxes
        form={form}
        field="help"
        legend={t('form.help')}
        options={ASSISTANCE_HELP.map((h) => ({ value: h, label: t(`help.${h}`) }))}
        chosen={v.help}
        onChange={(help) => set('help', { help: help as AssistanceHelp[] })}
      />
      <DocumentsLater heading={t('form.documents')} text={t('form.documentsLater')} />
      <ConsentBox form={form} label={t('form.consent')} checked={v.consent} onChange={(consent) => set('consent_to_contact', { consent })} />
      <Button type="submit" pending={form.pending || leaving} pendingLabel={t('form.sending')}>
        {t('form.submit')}
      </Button>
    </ScriptForm>
  );
}

function ReasonField({ form, value, onChange }: { form: BffForm<Field>; value: string; onChange: (v: string) => void }) {
  const t = useTranslations('assistance');
  const id = useId();
  const error = form.error('reason');
  return (
    <div data-field="reason">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{t('form.reason')}</label>
      <select id={id} name="reason" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${selectClass} sm:max-w-sm`}>
        <option value="">{t('form.choose')}</option>
        {ASSISTANCE_REASONS.map((r) => (
          <option key={r} value={r}>{t(`reasons.${r}`)}</option>
        ))}
      </select>
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}

function MonthsField({ form, value, onChange }: { form: BffForm<Field>; value: string; onChange: (v: string) => void }) {
  const t = useTranslations('assistance');
  const id = useId();
  const error = form.error('expected_months');
  const choices = [1, 2, 3, 6, 12, ASSISTANCE_MONTHS_MAX];
  return (
    <div data-field="expected_months">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{t('form.months')}</label>
      <select id={id} name="expected_months" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={selectClass}>
        <option value="">{t('form.monthsUnknown')}</option>
        {choices.map((m) => (
          <option key={m} value={String(m)}>{t('form.monthsOption', { count: m })}</option>
        ))}
      </select>
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}
