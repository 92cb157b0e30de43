'use client';
// The payment method tabs (spec 001 section 4): real tabs (WAI-ARIA tabs, arrow keys) above 767px,
// a dropdown at 767px and below. Every panel stays mounted (hidden), so a half-filled form survives a
// look at another tab; only the acknowledgement is reset.
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isPaymentMethod, PAYMENT_METHODS, type PaymentMethod } from '@/lib/rules/payment-methods';
import { PaymentMethodContext } from './payment-method-context';

export function PaymentMethods({ initial, panels }: { initial: PaymentMethod; panels: Record<PaymentMethod, ReactNode> }) {
  const [method, setMethod] = useState(initial);
  const [ackVersion, setAckVersion] = useState(0);
  const tabs = useRef(new Map<PaymentMethod, HTMLButtonElement>());
  const id = useId();
  const t = useTranslations('payment.methods');

  const select = useCallback(
    (next: PaymentMethod) => {
      if (next === method) return;
      setMethod(next);
      setAckVersion((v) => v + 1);
    },
    [method],
  );
  const context = useMemo(() => ({ ackVersion, select }), [ackVersion, select]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const i = PAYMENT_METHODS.indexOf(method);
    const last = PAYMENT_METHODS.length - 1;
    const target = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PAYMENT_METHODS[target]!;
    select(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <PaymentMethodContext.Provider value={context}>
      <div className="mb-4 md:hidden">
        <label htmlFor={`${id}-select`} className="mb-1 block text-sm font-medium">{t('label')}</label>
        <select
          id={`${id}-select`}
          value={method}
          onChange={(e) => isPaymentMethod(e.target.value) && select(e.target.value)}
          className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
        >
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>{t(m)}</option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label={t('label')} className="mb-4 hidden gap-1 border-b border-gray-300 md:flex">
        {PAYMENT_METHODS.map((m) => (
          <button
            key={m}
            ref={(el) => {
              if (el) tabs.current.set(m, el);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${m}`}
            aria-selected={m === method}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={m === method ? 0 : -1}
            onClick={() => select(m)}
            onKeyDown={onKeyDown}
            className={`-mb-px rounded-t-md border px-4 py-2 font-semibold ${
              m === method ? 'border-gray-300 border-b-white bg-white text-brand-800' : 'border-transparent text-muted hover:text-brand-800'
            }`}
          >
            {t(m)}
          </button>
        ))}
      </div>
      {PAYMENT_METHODS.map((m) => (
        <div key={m} role="tabpanel" id={`${id}-panel-${m}`} aria-labelledby={`${id}-tab-${m}`} hidden={m !== method} tabIndex={0}>
          {panels[m]}
        </div>
      ))}
    </PaymentMethodContext.Provider>
  );
}
