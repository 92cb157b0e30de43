'use client';
// Mobile phone with PIN verification: enter number → PIN sent → enter PIN → verified.
// The number is 10 digits after a fixed +1; the server's errors show by the field they name. A new number for
// an account that has one asks for the password in place (step-up), keeping what was typed. With the lender's
// texts extension, the new number's form shows the texts disclosure and its PIN request carries the consent.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm, type BffForm } from '@/lib/client/use-bff-form';
import { formatPhone, isCompletePhone, phoneDigits, PIN_MAX, pinDigits } from '@/lib/rules/phone';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { TextField } from '@/components/ui/text-field';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';
import { toMobilePhoneView, type MobilePhoneView } from '@/lib/view/mobile-phone';
import { consentTo, TextsDisclosure } from './texts-disclosure';
import { useStepUp } from '@/components/auth/use-step-up';

type Stage = 'view' | 'number' | 'pin';
const FIELDS = ['number', 'pin'] as const;
/** The lender's names: a refused verification says `verified`. */
const SERVER_FIELDS = { verified: 'pin' } as const;
type PhoneForm = BffForm<(typeof FIELDS)[number]>;

/** Adding, changing and verifying a phone each answer the phone; its schema arrives with the first call.
 * `textsVersion`: the texts disclosure's version to show with a new number (null: the lender has no texts extension). */
export function PhoneSection({ userId, phone, textsVersion }: { userId: number; phone: MobilePhoneView | null; textsVersion: string | null }) {
  const t = useTranslations('preferences');
  const call = useBffCall();
  const locale = useLocale();
  const router = useRouter();
  // Another number gets the texts and, with two-step by text, the sign-in codes: the lender asks for the password.
  const { stepUpDialog, ...stepUp } = useStepUp();
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS, stepUp });
  const [current, setCurrent] = useState<MobilePhoneView | null>(phone);
  const [stage, setStage] = useState<Stage>(phone ? 'view' : 'number');
  const [number, setNumber] = useState('');
  const [pending, setPending] = useState<MobilePhoneView | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Each step replaces the control that had focus: the next step's field (or button) takes it.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [stage]);
  const moveTo = (next: Stage, focus: string) => {
    focusNext.current = focus;
    setStage(next);
  };

  /** `withConsent`: sent from the number's form, where the texts disclosure is in view. */
  async function sendPin(onFile?: MobilePhoneView, withConsent = false) {
    const digits = onFile?.number ?? pending?.number ?? number;
    if (onFile) setPending(onFile);
    if (form.refuse({ number: isCompletePhone(digits) ? null : t('phone.enterNumber') })) return;
    setStatus(null);
    const text_consent = withConsent && textsVersion ? consentTo(textsVersion, locale) : undefined;
    const res = await form.send(async () => {
      // The customer may already have this number on file; otherwise change the current record or add one.
      const exists = await call(bffRoutes.preferences.phoneExists, { query: { number: digits, owner_id: userId, owner_type: 'User', send_pin: 'false' } });
      const targetId = exists.ok && exists.data.mobile_phone ? exists.data.mobile_phone.id : current?.id;
      return targetId
        ? call(bffRoutes.preferences.changePhone, { params: { id: targetId }, body: { send_pin: true, mobile_phone: { number: digits }, text_consent } })
        : call(bffRoutes.preferences.addPhone, { body: { send_pin: true, mobile_phone: { number: digits, owner_id: userId, owner_type: 'User' }, text_consent } });
    });
    if (!res?.ok) return;
    setPending(toMobilePhoneView(res.data.data));
    moveTo('pin', '#phone-pin input[name="pin"]');
    setStatus(t('phone.pinSent', { number: formatPhone(digits) }));
  }

  function verified(phone: MobilePhoneView) {
    setCurrent(phone);
    setPending(null);
    setNumber('');
    moveTo('view', '#phone-change');
    setStatus(t('phone.verifiedStatus'));
    // The Texts section shows the consent given with the number.
    if (textsVersion) router.refresh();
  }

  return (
    <SectionCard title={t('phone.title')} id="phone">
      {stage === 'view' && current && (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="font-semibold">+1 {formatPhone(current.number)}</span>{' '}
            <span className={current.verified ? 'text-success' : 'text-amber-800'}>{current.verified ? t('phone.verified') : t('phone.notVerified')}</span>
          </p>
          <Button id="phone-change" variant="secondary" onClick={() => { moveTo('number', '#mobile-number'); setStatus(null); }}>
            {t('phone.change')}
          </Button>
          {!current.verified && (
            // The number on file, passed along: the state set here is not read until the next render.
            <Button variant="secondary" pending={form.pending} pendingLabel={t('sending')} onClick={() => void sendPin(current)}>
              {t('phone.verifyThis')}
            </Button>
          )}
        </div>
      )}
      {stage === 'number' && (
        <NumberForm form={form} number={number} setNumber={setNumber} onSend={() => sendPin(undefined, true)} withTexts={textsVersion !== null} onCancel={current ? () => { moveTo('view', '#phone-change'); form.clear(); } : null} />
      )}
      {stage === 'pin' && pending && <PinForm form={form} pending={pending} onResend={() => sendPin()} onVerified={verified} />}
      <div className="mt-3">
        <StatusMessage text={status} />
      </div>
      {stepUpDialog}
    </SectionCard>
  );
}

/** The new number, after a fixed +1. */
function NumberForm({ form, number, setNumber, onSend, onCancel, withTexts }: { form: PhoneForm; number: string; setNumber: (n: string) => void; onSend: () => void; onCancel: (() => void) | null; withTexts: boolean }) {
  const t = useTranslations('preferences');
  const error = form.error('number') ?? form.error('base');
  return (
    <ScriptForm attach={form.attach} onSubmit={onSend} noValidate className="space-y-3">
      <div>
        <label htmlFor="mobile-number" className="mb-1 block text-sm font-medium">{t('phone.newNumber')}</label>
        <div className="flex">
          <span aria-hidden="true" className="inline-flex min-h-11 items-center rounded-l-md border border-r-0 border-gray-400 bg-gray-100 px-3">+1</span>
          <input
            id="mobile-number"
            name="number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-label={t('phone.newNumberLabel')}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? 'mobile-number-error' : 'mobile-number-hint'}
            value={number}
            onChange={filteredChange(phoneDigits, (n) => { setNumber(n); form.edited('number'); })}
            className="block min-h-11 w-full rounded-r-md border border-gray-400 px-3 py-2 aria-invalid:border-danger"
          />
        </div>
        {error ? (
          <p id="mobile-number-error" role="alert" className="mt-1 text-sm text-danger">{error}</p>
        ) : (
          <p id="mobile-number-hint" className="mt-1 text-sm text-muted">{t('phone.numberHint')}</p>
        )}
      </div>
      {withTexts && <TextsDisclosure id="phone-texts-disclosure" agreement={t('texts.disclosure.agreeWithPin')} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!isCompletePhone(number)} pending={form.pending} pendingLabel={t('sending')} aria-describedby={withTexts ? 'phone-texts-disclosure' : undefined}>
          {t('phone.sendPin')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </ScriptForm>
  );
}

/** The PIN sent to the number; a new one on request. */
function PinForm({ form, pending, onResend, onVerified }: { form: PhoneForm; pending: MobilePhoneView; onResend: () => void; onVerified: (phone: MobilePhoneView) => void }) {
  const t = useTranslations('preferences');
  const call = useBffCall();
  const [pin, setPin] = useState('');

  async function verify() {
    if (form.refuse({ pin: pin ? null : t('phone.enterPin') })) return;
    const res = await form.send(() => call(bffRoutes.preferences.verifyPhone, { params: { id: pending.id }, body: { pin } }));
    if (res?.ok) onVerified(toMobilePhoneView(res.data.data));
  }

  return (
    <ScriptForm id="phone-pin" attach={form.attach} onSubmit={verify} noValidate className="space-y-3">
      <TextField
        label={t('phone.pin')}
        name="pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PIN_MAX}
        value={pin}
        onChange={filteredChange(pinDigits, (p) => { setPin(p); form.edited('pin'); })}
        error={form.error('pin') ?? form.error('number') ?? form.error('base')}
        hint={t('phone.pinHint', { number: formatPhone(pending.number) })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!pin} pending={form.pending} pendingLabel={t('checking')}>
          {t('phone.verify')}
        </Button>
        <Button type="button" variant="secondary" disabled={form.pending} onClick={onResend}>
          {t('phone.sendNewPin')}
        </Button>
      </div>
    </ScriptForm>
  );
}
