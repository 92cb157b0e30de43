// The one pattern of a client form that sends to the BFF, on top of useBffCall. A form renders a
// ScriptForm (components/ui/script-form.tsx, which keeps what was typed and sent before the scripts
// arrived) with `attach={form.attach}`, and sends through `form.send(() => call(route, …))`. The hook owns:
// - the pending state (a second send while one is out does nothing);
// - the refusals by field name: the BFF's field errors, already said in the customer's language from the
//   catalogue by their codes (a message the portal does not know is as the lender said it), placed on the
//   form's fields ('transaction.amount' is 'amount'); a refusal the form's own check finds goes the same way;
// - focus on the first invalid field once the refusal is drawn;
// - the offline and "something went wrong" messages in the customer's language (useBffCall);
// - a money form's Idempotency-Key: one per intent (the form's fingerprint), the same on a retry of the same
//   intent, a new one after a change, forgotten once the money has moved;
// - a sensitive change's step-up: while the dialog asks for the password the form is not pending (its
//   button says Save, not Saving…); confirmed, the same request goes again and the form keeps what was typed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { BffResult } from './bff-fetch';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';

/** Sends a sensitive change, asking for the password in between when the lender wants it (components/auth/use-step-up.tsx). */
export type WithStepUp = <T>(send: () => Promise<BffResult<T>>) => Promise<BffResult<T>>;
export interface StepUp {
  withStepUp: WithStepUp;
  /** The dialog is open, asking for the password. */
  asking: boolean;
}

/** Refusals by the form's field names; 'base' is the form's own (shown above or beside the form). */
export type FieldErrors<F extends string> = Partial<Record<F | 'base', string>>;

export interface BffFormOptions<F extends string> {
  /** The form's fields, in their order on the screen. */
  fields: readonly F[];
  /** A server key whose last part is not the field's name → the field ('transaction.future_effective_at' → 'date'). */
  serverFields?: Readonly<Record<string, F>>;
  /** A sensitive change: `useStepUp()` of components/auth. */
  stepUp?: StepUp;
  /** A money form: its Idempotency-Key is kept per intent under this scope (the loan's application id). */
  money?: { scope: number | string };
}

/** The field a server or schema key names: itself, its last part, or `serverFields`; else the form's own ('base'). */
export function fieldOf<F extends string>(key: string, fields: readonly F[], serverFields: Readonly<Record<string, F>> = {}): F | 'base' {
  const named = serverFields[key];
  if (named) return named;
  const last = key.split('.').pop()!;
  return (fields as readonly string[]).includes(key) ? (key as F) : (fields as readonly string[]).includes(last) ? (last as F) : 'base';
}

/** A refusal's field messages ({ 'transaction.amount': ['…'] }) as one message per field of the form. */
export function placeErrors<F extends string>(errors: Record<string, string[]>, fields: readonly F[], serverFields?: Readonly<Record<string, F>>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOf(key, fields, serverFields);
    if (messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}

/**
 * Focus on the first refused field: in its data-field box the control marked invalid, else the chosen (or
 * first) one; else the control of that name. A form whose fields have neither: the first marked invalid.
 */
export function focusFirstInvalid(form: HTMLElement | null, refused: readonly string[], anyMarked = true) {
  if (!form) return;
  for (const field of refused) {
    const box = form.querySelector(`[data-field="${field}"]`);
    const control = box
      ? (box.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box.querySelector<HTMLElement>('input:checked') ?? box.querySelector<HTMLElement>('input, select, textarea'))
      : form.querySelector<HTMLElement>(`[name="${field}"]`);
    if (control) return control.focus();
  }
  if (anyMarked) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface BffForm<F extends string> {
  /** The ScriptForm's ref (`<ScriptForm attach={form.attach}>`): where focus looks for the first invalid field. */
  attach: (form: HTMLFormElement | null) => void;
  /** Focus on a field of the form (its data-field box, else the control of that name). */
  focus: (field: F) => void;
  /** A request of this form is out (and no step-up dialog is asking meanwhile). */
  pending: boolean;
  /** The refusals shown now, by field ('base': the form's own). */
  errors: FieldErrors<F>;
  error: (field: F | 'base') => string | null;
  /**
   * Sends the request once (a second call while one is out answers null): clears the refusals, then on a
   * refusal places its field errors (the message as the form's own when it names no field) and focuses the
   * first invalid field. The caller acts on the answer.
   */
  send: <T>(request: () => Promise<BffResult<T>>) => Promise<BffResult<T> | null>;
  /** The form's own check refused: shows these (nothing when all are empty) and focuses the first; true when any. */
  refuse: (errors: Partial<Record<F | 'base', string | null | undefined>>) => boolean;
  /** The customer changed the field: its refusal goes; without a field, the form's own ('base'). */
  edited: (field?: F) => void;
  /** Drops every refusal (the form was sent, or left). */
  clear: () => void;
  /** A money form's key for this intent: the same for the same fingerprint, a new one for another. */
  idempotencyKey: (fingerprint: string) => string;
  /** The money moved: the next intent, even the same one, is a new payment. */
  forgetKey: () => void;
}

export function useBffForm<F extends string>({ fields, serverFields, stepUp, money }: BffFormOptions<F>): BffForm<F> {
  const element = useRef<HTMLFormElement | null>(null);
  const attach = useCallback((form: HTMLFormElement | null) => {
    element.current = form;
  }, []);
  const [sending, setSending] = useState(false);
  const out = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // Focus moves once React has drawn the refusal (its aria-invalid marks).
  const [focusRequest, setFocusRequest] = useState(0);
  const refused = useRef<string[]>([]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(element.current, refused.current);
  }, [focusRequest]);

  const show = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      refused.current = fields.filter((f) => next[f]);
      if (Object.keys(next).length > 0) setFocusRequest((n) => n + 1);
    },
    [fields],
  );

  const withStepUp = stepUp?.withStepUp;
  const send = useCallback(
    async <T>(request: () => Promise<BffResult<T>>): Promise<BffResult<T> | null> => {
      if (out.current) return null;
      out.current = true;
      setSending(true);
      setErrors({});
      try {
        const res = await (withStepUp ? withStepUp(request) : request());
        if (!res.ok && res.status !== 401) {
          const placed = placeErrors(res.errors, fields, serverFields);
          show(Object.keys(placed).length > 0 ? placed : ({ base: res.message } as FieldErrors<F>));
        }
        return res;
      } finally {
        out.current = false;
        setSending(false);
      }
    },
    [withStepUp, fields, serverFields, show],
  );

  const refuse = useCallback(
    (found: Partial<Record<F | 'base', string | null | undefined>>) => {
      const next = Object.fromEntries(Object.entries(found).filter(([, v]) => Boolean(v))) as FieldErrors<F>;
      if (Object.keys(next).length === 0) return false;
      show(next);
      return true;
    },
    [show],
  );

  const edited = useCallback(
    (field: F | 'base' = 'base') => setErrors((now) => (now[field] ? (Object.fromEntries(Object.entries(now).filter(([k]) => k !== field)) as FieldErrors<F>) : now)),
    [],
  );
  const clear = useCallback(() => setErrors({}), []);
  const scope = money?.scope;
  const idempotencyKey = useCallback((fingerprint: string) => idempotencyKeyFor(scope ?? 0, fingerprint), [scope]);
  const forgetKey = useCallback(() => forgetIdempotencyKey(scope ?? 0), [scope]);

  const focus = useCallback((field: F) => focusFirstInvalid(element.current, [field], false), []);

  return {
    attach,
    focus,
    pending: sending && !stepUp?.asking,
    errors,
    error: (field) => errors[field] ?? null,
    send,
    refuse,
    edited,
    clear,
    idempotencyKey,
    forgetKey,
  };
}

/** A schema of lib/contract that checks the form in the browser as the BFF and the lender check the body. */
type Schema = z.ZodType;

/**
 * A form checked in the browser with the body's own schema, loaded with the first submit (zod stays out of the
 * JavaScript a page loads first). Its refusals are said by their codes (lib/contract/refusals.ts) from the
 * catalogue, a message without a code as the schema says it.
 */
export function useSchemaCheck<S extends Schema>(load: () => Promise<S>) {
  const t = useTranslations();
  const [loaded, setLoaded] = useState<{ schema: S; refusals: typeof import('../contract/refusals') } | null>(null);
  const say = useCallback((code: string, said: string) => (code !== 'as_said' && t.has(code as never) ? t(code as never) : said), [t]);

  /** The body, or the refusals by the schema's keys ('amount_requested'), in the customer's words. */
  const check = useCallback(
    (value: unknown, with_ = loaded): { body: z.infer<S> | null; errors: Record<string, string[]> } => {
      if (!with_) return { body: null, errors: {} };
      const parsed = with_.schema.safeParse(value);
      if (parsed.success) return { body: parsed.data as z.infer<S>, errors: {} };
      const { errors, codes } = with_.refusals.fieldRefusals(parsed.error);
      return { body: null, errors: Object.fromEntries(Object.entries(errors).map(([key, said]) => [key, said.map((text, i) => say(codes[key]?.[i] ?? 'as_said', text))])) };
    },
    [loaded, say],
  );

  /** Loads the schema (once), then checks. */
  const checkNow = useCallback(
    async (value: unknown) => {
      const now = loaded ?? { schema: await load(), refusals: await import('../contract/refusals') };
      setLoaded(now);
      return check(value, now);
    },
    [loaded, load, check],
  );

  return { loaded: loaded !== null, check, checkNow };
}
