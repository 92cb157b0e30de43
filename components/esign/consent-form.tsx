'use client';
// The consent to electronic delivery: the code the disclosure's PDF shows, typed back (it shows the customer
// can open the lender's documents), then "I agree"; or "No thanks": documents go by mail, said here before
// going on. A wrong code is said at its field and what was typed stays.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { Button, buttonClass } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';

const CODE_FIELDS = ['code'] as const;
const NO_FIELDS = [] as const;

interface Props {
  version: string;
  language: 'en-US' | 'es-US';
  /** Where the customer goes on: the page they were going to. */
  next: string;
}

export function ConsentForm({ version, language, next }: Props) {
  const t = useTranslations('legal.consent');
  const call = useBffCall();
  const [code, setCode] = useState('');
  const [declined, setDeclined] = useState(false);
  const form = useBffForm({ fields: CODE_FIELDS });
  const declining = useBffForm({ fields: NO_FIELDS });
  const busy = form.pending || declining.pending;

  async function consent() {
    if (busy) return;
    if (form.refuse({ code: code.trim() ? null : t('refusals.codeRequired') })) return;
    const res = await form.send(() => call(bffRoutes.esign.decide, { body: { decision: 'consent', disclosure_version: version, code, language } }));
    if (res?.ok) window.location.assign(next);
  }

  async function decline() {
    if (busy) return;
    form.clear();
    const res = await declining.send(() => call(bffRoutes.esign.decide, { body: { decision: 'decline', disclosure_version: version, language } }));
    if (res?.ok) setDeclined(true);
  }

  if (declined) {
    return (
      <div role="status" className="space-y-3 rounded-md border border-gray-300 bg-gray-50 p-4">
        <p className="font-semibold">{t('declinedTitle')}</p>
        <p>{t('declinedText')}</p>
        <a href={next} className={buttonClass('primary')}>{t('continue')}</a>
      </div>
    );
  }
  return (
    <ScriptForm attach={form.attach} onSubmit={consent} noValidate className="space-y-4">
      <TextField
        label={t('code')}
        hint={t('codeHint')}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={form.error('code') ?? form.error('base')}
        className="max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={form.pending} pendingLabel={t('agreeing')} aria-disabled={busy}>{t('agree')}</Button>
        <Button type="button" variant="secondary" onClick={decline} pending={declining.pending} pendingLabel={t('declining')} aria-disabled={busy}>{t('decline')}</Button>
      </div>
      {declining.error('base') && <p role="alert" className="text-sm text-danger">{declining.error('base')}</p>}
    </ScriptForm>
  );
}
