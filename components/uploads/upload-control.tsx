'use client';
// The file input of a to-do item or a help request. Before the scripts arrive it is a plain multipart form: the
// browser posts the file to the BFF, which streams it to the lender and answers with a 303 back here with the
// outcome (`initial`). With the scripts the same form sends through uploadFile (lib/client/upload-file.ts): a
// progress bar while the bytes leave, the refusal beside the input, and "Try again" re-sends the same file
// with the same Idempotency-Key, so a file the lender kept before the answer was lost is kept once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { bffPath } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { uploadFile } from '@/lib/client/upload-file';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/lib/contract/limits';
import type { UploadOutcome } from '@/lib/rules/uploads';
import { Button } from '@/components/ui/button';
import { refusalId, UploadStatus, type Sending } from './upload-status';

/** What a file may answer: each target's BFF upload route (a streamed route of its own) and the hint that says
 * how many more it takes. Another target is a line here and its route's entry. */
const TARGETS = {
  checklistItem: { route: bffRoutes.checklist.upload, hint: 'fileHint' },
  assistanceRequest: { route: bffRoutes.assistance.upload, hint: 'requestHint' },
} as const;
export type UploadTargetKind = keyof typeof TARGETS;

interface Props {
  /** Where the file goes: the target's route and its path parameters ({ id, item } for a to-do item). */
  target: UploadTargetKind;
  params: Record<string, string | number>;
  /** What else the plain form's action says (the loan a help request's page belongs to). */
  query?: Record<string, string | number>;
  /** The file input's label (else "Choose a file"). */
  label?: string;
  /** More files the item takes. */
  filesLeft: number;
  /** The plain form's key (the server's, for a send before the scripts). */
  formKey: string;
  /** What the plain form's redirect said happened, for this target. */
  initial: UploadOutcome | null;
}

export function UploadControl({ target, params, query, label, filesLeft, formKey, initial }: Props) {
  const t = useTranslations('uploads');
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const chosen = useRef<{ file: File; key: string } | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string; retry: boolean } | null>(() =>
    initial === null ? null : initial === 'sent' ? { ok: true, message: t('sentFile'), retry: false } : { ok: false, message: t(initial === 'failed' ? 'failed' : `refusals.${initial}`), retry: false },
  );

  /** A refusal the upload catalogue knows, by its code (uploads.refusals.type), in the page's language. */
  function refusalSaid(code: string | undefined): string | null {
    const key = code?.startsWith('uploads.refusals.') ? code.slice('uploads.'.length) : null;
    return key && t.has(key as 'refusals.type') ? t(key as 'refusals.type') : null;
  }

  function choose() {
    const file = input.current?.files?.[0];
    // A new file, a new key: only a retry of the same file sends the same one.
    chosen.current = file ? { file, key: crypto.randomUUID() } : null;
    setResult(null);
  }

  async function send() {
    const picked = chosen.current;
    if (!picked) return setResult({ ok: false, message: t('pickFirst'), retry: false });
    if (picked.file.size === 0) return setResult({ ok: false, message: t('refusals.empty'), retry: false });
    if (picked.file.size > UPLOAD_MAX_BYTES) return setResult({ ok: false, message: t('refusals.tooLarge'), retry: false });
    setResult(null);
    setSending({ name: picked.file.name, fraction: 0 });
    const res = await uploadFile(TARGETS[target].route, {
      params,
      field: 'file',
      file: picked.file,
      idempotencyKey: picked.key,
      onProgress: (fraction) => setSending({ name: picked.file.name, fraction }),
      offlineMessage: t('failed'),
      fallbackMessage: t('failed'),
    });
    setSending(null);
    if (res.ok) {
      chosen.current = null;
      if (input.current) input.current.value = '';
      setResult({ ok: true, message: t('sent', { name: picked.file.name }), retry: false });
      router.refresh();
      return;
    }
    // A refusal of the file is said beside it, by its code in the page's language; the network or the lender
    // failing may be tried again.
    const refusal = refusalSaid(res.codes?.file?.[0]) ?? res.errors.file?.[0];
    setResult({ ok: false, message: refusal ?? res.message, retry: !refusal && res.status !== 401 });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void send();
  }

  const refused = result !== null && !result.ok;
  return (
    <form method="post" encType="multipart/form-data" action={bffPath(TARGETS[target].route, params, { ...query, key: formKey })} onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={`${id}-file`} className="block font-medium">{label ?? t('choose')}</label>
      <p id={`${id}-hint`} className="text-sm text-muted">{t(TARGETS[target].hint, { left: filesLeft })}</p>
      <input
        ref={input}
        id={`${id}-file`}
        name="file"
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={choose}
        aria-describedby={refused ? `${refusalId(`${id}-result`)} ${id}-hint` : `${id}-hint`}
        aria-invalid={refused || undefined}
        className="block w-full max-w-full rounded-md border border-gray-400 bg-white p-2 text-base file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:font-semibold"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" pending={sending !== null} pendingLabel={t('sending')}>{t('send')}</Button>
        {result?.retry && !sending && (
          <Button type="button" variant="secondary" onClick={() => void send()}>{t('retry')}</Button>
        )}
      </div>
      <UploadStatus id={`${id}-result`} sending={sending} result={result} />
    </form>
  );
}
