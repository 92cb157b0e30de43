'use client';
// Texts per purpose (TCPA consent): security codes, payment reminders, account alerts. After a STOP, or with no
// consent on record, turning any on shows the disclosure and records a new consent; security codes stay on
// while two-step by text is on. Staff viewing a customer see the state only.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { formatPhone } from '@/lib/rules/phone';
import { toTextPreferencesView, type TextPreferencesView } from '@/lib/view/text-preferences';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { SectionCard, StatusMessage } from './section-card';
import { consentTo, TextsDisclosure } from './texts-disclosure';

const FIELDS = ['security_codes', 'payment_reminders', 'account_alerts', 'consent'] as const;
type Purpose = Exclude<(typeof FIELDS)[number], 'consent'>;
const PURPOSES: { field: Purpose; label: 'securityCodes' | 'paymentReminders' | 'accountAlerts' }[] = [
  { field: 'security_codes', label: 'securityCodes' },
  { field: 'payment_reminders', label: 'paymentReminders' },
  { field: 'account_alerts', label: 'accountAlerts' },
];

export function TextsSection({ userId, view, readOnly }: { userId: number; view: TextPreferencesView; readOnly: boolean }) {
  const t = useTranslations('preferences.texts');
  if (!view.number) {
    return (
      <SectionCard title={t('title')} id="texts">
        <p>{t('noNumber')}</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('title')} id="texts">
      <TextsState view={view} />
      {readOnly ? <TextsReadOnly view={view} /> : <TextsForm userId={userId} view={view} />}
    </SectionCard>
  );
}

/** Off after a STOP (and how to turn texts on again), no consent yet, or when it was given. */
function TextsState({ view }: { view: TextPreferencesView }) {
  const t = useTranslations('preferences.texts');
  const number = formatPhone(view.number ?? '');
  if (view.stoppedOn) {
    return (
      <div role="note" aria-labelledby="texts-stopped-title" className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3">
        <p id="texts-stopped-title" className="font-semibold">{t('stoppedTitle')}</p>
        <p>{t('stopped', { number, date: view.stoppedOn })}</p>
        <p>{t('stoppedHow')}</p>
      </div>
    );
  }
  return (
    <p className="mb-3 text-sm">
      {t('intro', { number })} {view.consentOn ? t('consentOn', { date: view.consentOn }) : t('noConsent')}
    </p>
  );
}

function TextsReadOnly({ view }: { view: TextPreferencesView }) {
  const t = useTranslations('preferences.texts');
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {PURPOSES.map(({ field, label }) => (
          <div key={field} className="contents">
            <dt className="font-medium">{t(label)}</dt>
            <dd>{view[label] ? t('on') : t('off')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{t('staffOnly')}</p>
    </>
  );
}

function TextsForm({ userId, view: initial }: { userId: number; view: TextPreferencesView }) {
  const t = useTranslations('preferences.texts');
  const locale = useLocale();
  const call = useBffCall();
  const form = useBffForm({ fields: FIELDS });
  const [view, setView] = useState(initial);
  const [chosen, setChosen] = useState({ security_codes: initial.securityCodes || initial.securityCodesRequired, payment_reminders: initial.paymentReminders, account_alerts: initial.accountAlerts });
  const [status, setStatus] = useState<string | null>(null);
  const anyOn = chosen.security_codes || chosen.payment_reminders || chosen.account_alerts;
  const asksConsent = view.needsConsent && anyOn;

  async function save() {
    const consent = asksConsent ? consentTo(view.disclosureVersion, locale) : undefined;
    const res = await form.send(() => call(bffRoutes.preferences.texts, { params: { id: userId }, body: { ...chosen, consent } }));
    if (!res?.ok) return;
    setView(toTextPreferencesView(res.data));
    setStatus(consent ? t('turnedOn') : t('saved'));
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={save} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('title')}</legend>
        {PURPOSES.map(({ field, label }) => (
          <PurposeBox
            key={field}
            field={field}
            label={t(label)}
            hint={field === 'security_codes' && view.securityCodesRequired ? t('securityCodesRequired') : t(`${label}Hint`)}
            checked={chosen[field]}
            locked={field === 'security_codes' && view.securityCodesRequired && !view.stoppedOn}
            error={form.error(field)}
            onChange={(on) => { setChosen((c) => ({ ...c, [field]: on })); form.edited(field); setStatus(null); }}
          />
        ))}
      </fieldset>
      {asksConsent && <TextsDisclosure id="texts-disclosure" />}
      {(form.error('consent') ?? form.error('base')) && <p role="alert" className="text-sm text-danger">{form.error('consent') ?? form.error('base')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={form.pending} pendingLabel={t('save')} aria-describedby={asksConsent ? 'texts-disclosure' : undefined}>
          {asksConsent ? t('turnOn') : t('save')}
        </Button>
        <StatusMessage text={status} />
      </div>
    </ScriptForm>
  );
}

function PurposeBox(p: { field: string; label: string; hint: string; checked: boolean; locked: boolean; error: string | null | undefined; onChange: (on: boolean) => void }) {
  const id = `texts-${p.field}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={p.field}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        checked={p.checked}
        disabled={p.locked}
        aria-describedby={`${id}-hint${p.error ? ` ${id}-error` : ''}`}
        onChange={(e) => p.onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium">{p.label}</label>
        <p id={`${id}-hint`} className="text-sm text-muted">{p.hint}</p>
        {p.error && <p id={`${id}-error`} role="alert" className="text-sm text-danger">{p.error}</p>}
      </div>
    </div>
  );
}
