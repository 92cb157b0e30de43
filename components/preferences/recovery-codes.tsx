'use client';
// Recovery codes, shown once: when two-step is turned on and when new ones are made. Copy and
// print, then "I saved my codes" puts them away for good.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('account.preferences.recovery');
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    const done = await navigator.clipboard?.writeText(codes.join('\n')).then(() => true, () => false);
    setCopied(done ? t('copied') : t('copyFailed'));
  }
  return (
    <div className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className="font-semibold">{t('title')}</h3>
      <p className="mb-3 text-sm">{t('intro')}</p>
      <ol className="mb-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base" aria-label={t('label')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" onClick={copy}>{t('copy')}</Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>{t('print')}</Button>
        <Button type="button" onClick={onDone}>{t('done')}</Button>
        <p role="status" className="text-sm">{copied}</p>
      </div>
    </div>
  );
}
