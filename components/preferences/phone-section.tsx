'use client';
// Mobile phone with PIN verification: enter number → PIN sent → enter PIN → verified.
// The number is 10 digits after a fixed +1; the server's errors show by the field they name.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { formatPhone, isCompletePhone, phoneDigits, PIN_MAX, pinDigits } from '@/lib/rules/phone';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { TextField } from '@/components/ui/text-field';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';
import { toMobilePhoneView, type MobilePhoneView } from '@/lib/view/mobile-phone';

type Stage = 'view' | 'number' | 'pin';
/** Adding, changing and verifying a phone each answer the phone; its schema arrives with the first call. */
const mobilePhoneAnswer = () => import('@/lib/contract/preferences').then((m) => m.MobilePhoneResponseSchema);

export function PhoneSection({ userId, phone }: { userId: number; phone: MobilePhoneView | null }) {
  const t = useTranslations('preferences');
  const [current, setCurrent] = useState<MobilePhoneView | null>(phone);
  const [stage, setStage] = useState<Stage>(phone ? 'view' : 'number');
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState<MobilePhoneView | null>(null);
  const [errors, setErrors] = useState<{ number?: string | null; pin?: string | null }>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each step replaces the control that had focus: the next step's field (or button) takes it.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [stage]);

  async function sendPin(event?: React.FormEvent, onFile?: string) {
    event?.preventDefault();
    const digits = onFile ?? pending?.number ?? number;
    if (!isCompletePhone(digits)) return setErrors({ number: t('phone.enterNumber') });
    setBusy(true);
    setErrors({});
    setStatus(null);
    // The customer may already have this number on file; otherwise change the current record or add one.
    const exists = await bffFetch(`/api/mobile_phones/exists?number=${digits}&owner_id=${userId}&owner_type=User&send_pin=false`, {
      schema: () => import('@/lib/contract/preferences').then((m) => m.MobilePhoneExistsResponseSchema),
    });
    const targetId = exists.ok && exists.data.mobile_phone ? exists.data.mobile_phone.id : current?.id;
    const res = targetId
      ? await bffFetch(`/api/mobile_phones/${targetId}`, { method: 'PUT', body: { send_pin: true, mobile_phone: { number: digits } }, schema: mobilePhoneAnswer })
      : await bffFetch('/api/mobile_phones', { method: 'POST', body: { send_pin: true, mobile_phone: { number: digits, owner_id: userId, owner_type: 'User' } }, schema: mobilePhoneAnswer });
    setBusy(false);
    if (!res.ok) return setErrors({ number: fieldError(res.errors, 'number', 'mobile_phone.number', 'base') ?? res.message });
    setPending(toMobilePhoneView(res.data.data));
    setPin('');
    focusNext.current = '#phone-pin input[name="pin"]';
    setStage('pin');
    setStatus(t('phone.pinSent', { number: formatPhone(digits) }));
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!pending || !pin) return setErrors({ pin: t('phone.enterPin') });
    setBusy(true);
    setErrors({});
    const res = await bffFetch(`/api/mobile_phones/${pending.id}/verify`, { method: 'PUT', body: { pin }, schema: mobilePhoneAnswer });
    setBusy(false);
    if (!res.ok) return setErrors({ pin: fieldError(res.errors, 'pin', 'verified', 'base') ?? res.message });
    setCurrent(toMobilePhoneView(res.data.data));
    setPending(null);
    setNumber('');
    focusNext.current = '#phone-change';
    setStage('view');
    setStatus(t('phone.verifiedStatus'));
  }

  return (
    <SectionCard title={t('phone.title')} id="phone">
      {stage === 'view' && current && (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="font-semibold">+1 {formatPhone(current.number)}</span>{' '}
            <span className={current.verified ? 'text-success' : 'text-amber-800'}>{current.verified ? t('phone.verified') : t('phone.notVerified')}</span>
          </p>
          <Button id="phone-change" variant="secondary" onClick={() => { focusNext.current = '#mobile-number'; setStage('number'); setStatus(null); }}>
            {t('phone.change')}
          </Button>
          {!current.verified && (
            <Button
              variant="secondary"
              pending={busy}
              pendingLabel={t('sending')}
              // The number on file, passed along: the state set here is not read until the next render.
              onClick={() => { setPending(current); void sendPin(undefined, current.number); }}
            >
              {t('phone.verifyThis')}
            </Button>
          )}
        </div>
      )}

      {stage === 'number' && (
        <ScriptForm onSubmit={sendPin} noValidate className="space-y-3">
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
                aria-invalid={Boolean(errors.number) || undefined}
                aria-describedby={errors.number ? 'mobile-number-error' : 'mobile-number-hint'}
                value={number}
                onChange={filteredChange(phoneDigits, setNumber)}
                className="block min-h-11 w-full rounded-r-md border border-gray-400 px-3 py-2 aria-invalid:border-danger"
              />
            </div>
            {errors.number ? (
              <p id="mobile-number-error" role="alert" className="mt-1 text-sm text-danger">{errors.number}</p>
            ) : (
              <p id="mobile-number-hint" className="mt-1 text-sm text-muted">{t('phone.numberHint')}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!isCompletePhone(number)} pending={busy} pendingLabel={t('sending')}>
              {t('phone.sendPin')}
            </Button>
            {current && (
              <Button type="button" variant="secondary" onClick={() => { focusNext.current = '#phone-change'; setStage('view'); setErrors({}); }}>
                {t('cancel')}
              </Button>
            )}
          </div>
        </ScriptForm>
      )}

      {stage === 'pin' && pending && (
        <ScriptForm id="phone-pin" onSubmit={verify} noValidate className="space-y-3">
          <TextField
            label={t('phone.pin')}
            name="pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PIN_MAX}
            value={pin}
            onChange={filteredChange(pinDigits, setPin)}
            error={errors.pin ?? errors.number}
            hint={t('phone.pinHint', { number: formatPhone(pending.number) })}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!pin} pending={busy} pendingLabel={t('checking')}>
              {t('phone.verify')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void sendPin()}>
              {t('phone.sendNewPin')}
            </Button>
          </div>
        </ScriptForm>
      )}
      <div className="mt-3">
        <StatusMessage text={status} />
      </div>
    </SectionCard>
  );
}
