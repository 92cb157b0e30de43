'use client';
// Confirm the previewed due date: a sensitive change, sent through the step-up (the dialog asks for the
// password in place when the lender wants it) with one Idempotency-Key per preview, so it moves once. With
// autopay on, the customer may move autopay's day too, only by accepting its new authorization; otherwise
// autopay stays. A refusal (the loan changed since the preview) is said by the form; nothing changed.
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useStepUp } from '@/components/auth/use-step-up';
import { EnglishVersion } from '@/components/payment/binding-english';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { useBffCall } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffForm } from '@/lib/client/use-bff-form';
import { formatDate } from '@/lib/rules/dates';

export interface AutopayOffer {
  newNextDate: string;
  authorizationVersion: string;
  /** The authorization in the page's language, and the binding English beside a translation (null in English). */
  paragraphs: string[];
  english: string[] | null;
  englishLabels: { note: string; show: string; heading: string };
}

interface Props {
  applicationId: number;
  day: number;
  firstDueDate: string;
  autopay: AutopayOffer | null;
  /** Where the page goes once moved (it then shows the move). */
  donePath: string;
  /** Said by the box when autopay is to move but its authorization is not accepted. */
  acceptRequired: string;
}

/** The acceptance of autopay's new authorization; the lender's refusals of `autopay` are said there too. */
const FIELDS = ['accept'] as const;
const SERVER_FIELDS = { autopay: 'accept' } as const;

export function ConfirmDueDateMove({ applicationId, day, firstDueDate, autopay, donePath, acceptRequired }: Props) {
  const t = useTranslations('due-date');
  const locale = useLocale();
  const id = useId();
  const router = useRouter();
  const call = useBffCall();
  const { stepUpDialog, ...stepUp } = useStepUp();
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS, stepUp });
  // One key per preview: a retry (or a second press) of the same move is the same request.
  const [key] = useState(() => crypto.randomUUID());
  const [moveAutopay, setMoveAutopay] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const withAutopay = autopay !== null && moveAutopay;
  const acceptError = form.error('accept');
  const error = acceptError ?? form.error('base');

  async function confirm() {
    if (form.refuse({ accept: withAutopay && !accepted ? acceptRequired : null })) return;
    const body = {
      day,
      first_due_date: firstDueDate,
      ...(withAutopay ? { autopay: { authorization_version: autopay.authorizationVersion, authorization_language: locale === 'es-US' ? ('es-US' as const) : ('en-US' as const) } } : {}),
    };
    const res = await form.send(() => call(bffRoutes.dueDate.move, { params: { id: applicationId }, body, idempotencyKey: withAutopay ? `${key}-a` : key }));
    if (!res?.ok) return;
    // Stays busy until the page shows the move, with the copy of autopay's new authorization when there is one.
    setLeaving(true);
    const copy = res.data.data?.authorization_file_id;
    router.push(typeof copy === 'number' ? `${donePath}&copy=${copy}` : donePath);
  }

  return (
    <>
      <ScriptForm attach={form.attach} onSubmit={confirm} noValidate aria-label={t('confirm')} className="space-y-4">
        {autopay && (
          <fieldset className="space-y-2 rounded-md border border-gray-300 bg-gray-50 p-4 text-sm">
            <legend className="px-1 text-base font-semibold">{t('autopayHeading')}</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input type="checkbox" checked={moveAutopay} onChange={(e) => { setMoveAutopay(e.target.checked); form.edited('accept'); }} className="size-5 accent-brand-700" />
              {t('autopayMove', { date: formatDate(autopay.newNextDate) })}
            </label>
            {moveAutopay && (
              <div id={`${id}-auth`} data-field="accept" className="space-y-2">
                <h3 className="font-semibold">{t('autopayAuthorization')}</h3>
                {autopay.paragraphs.map((p) => <p key={p}>{p}</p>)}
                {autopay.english && <EnglishVersion paragraphs={autopay.english} labels={autopay.englishLabels} />}
                <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                  <input
                    type="checkbox"
                    name="accept"
                    checked={accepted}
                    onChange={(e) => { setAccepted(e.target.checked); form.edited('accept'); }}
                    aria-invalid={acceptError ? true : undefined}
                    aria-describedby={acceptError ? `${id}-error` : undefined}
                    className="size-5 accent-brand-700"
                  />
                  {t('autopayAccept')}
                </label>
              </div>
            )}
          </fieldset>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
            {error}
          </p>
        )}
        <Button type="submit" pending={form.pending || leaving} pendingLabel={t('confirming')}>
          {t('confirm')}
        </Button>
      </ScriptForm>
      {stepUpDialog}
    </>
  );
}
