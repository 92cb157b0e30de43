'use client';
// Beside a to-do item's file input: the progress bar while a file is sent, then what became of it (a
// refusal read out at once, a file received said politely).
import { useTranslations } from 'next-intl';

export interface Sending {
  name: string;
  /** 0 to 1. */
  fraction: number;
}

interface Props {
  id: string;
  sending: Sending | null;
  result: { ok: boolean; message: string } | null;
}

/** The refusal's own id: a refused file input names it first among what describes it. */
export const refusalId = (id: string) => `${id}-refusal`;

export function UploadStatus({ id, sending, result }: Props) {
  const t = useTranslations('uploads');
  const percent = sending ? Math.round(sending.fraction * 100) : 0;
  return (
    <div id={id}>
      {sending && (
        <div className="space-y-1">
          <progress value={percent} max={100} aria-label={t('progress', { name: sending.name })} className="h-3 w-full max-w-md accent-brand-600" />
          <p className="text-sm text-muted" aria-hidden="true">{t('progress', { name: sending.name })}: {percent}%</p>
        </div>
      )}
      <p role="status" className="text-sm font-medium text-success">{result?.ok ? result.message : ''}</p>
      <p id={refusalId(id)} role="alert" className="text-sm font-medium text-danger">{result && !result.ok ? result.message : ''}</p>
    </div>
  );
}
