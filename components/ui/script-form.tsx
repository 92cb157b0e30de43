'use client';
// The one pattern of the portal's client forms: nothing typed is lost before the page's scripts
// arrive, and a form sent meanwhile is sent once, when they have.
//
// - The form's action is a React 19 form action, so the server renders it with React's placeholder action
//   and React's inline replay listener: a press on Send (or Enter) before the scripts have loaded is not a
//   native submission (no reload at `…?`, nothing dropped) but is queued, and React hands it to the action
//   once the form has hydrated. The action then submits the form once through its own handler.
// - What was typed before hydration stays in the fields, but React's state does not know it: on hydration
//   the fields that differ from what the server rendered report their values as change events, so the
//   form's state (and what it sends) is what the customer sees. A re-render would otherwise put back the
//   server's empty values.
// - While the scripts are on their way, a form the customer is in says that it is getting ready, below its
//   buttons, so that nothing the customer is pressing moves.
// Money forms keep their Idempotency-Key: the queued submission runs the same handler as a press.
import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type FormEvent } from 'react';

type Props = Omit<ComponentProps<'form'>, 'action' | 'onSubmit'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The form element, to its useBffForm (`attach={form.attach}`): where focus finds the first invalid field. */
  attach?: (form: HTMLFormElement | null) => void;
};

export function ScriptForm({ onSubmit, attach, children, className = '', ref, ...props }: Props) {
  const form = useRef<HTMLFormElement | null>(null);
  const ready = useHydrated();
  const t = useTranslations('common.forms');

  const setForm = useCallback(
    (el: HTMLFormElement | null) => {
      form.current = el;
      attach?.(el);
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref, attach],
  );

  // On hydration, before anything re-renders the fields with the server's values.
  useLayoutEffect(() => {
    if (form.current) reportTypedValues(form.current);
  }, []);

  // React calls this only for a submission it queued before hydration (afterwards onSubmit prevents it),
  // after the hydrated form has taken in what was typed. It counts the submission; the effect below sends
  // it through the form's own handler, with the button it was made with, once React has committed the
  // action (and reset the form's fields, which the handler's re-render then sets back from its state).
  const [queued, setQueued] = useState(0);
  const sent = useRef(0);
  const submitter = useRef<HTMLButtonElement | undefined>(undefined);
  const queuedAction = useCallback((data: FormData) => {
    const buttons = [...(form.current?.querySelectorAll<HTMLButtonElement>('button[type=submit][name]') ?? [])];
    submitter.current = buttons.find((b) => data.get(b.name) === b.value);
    setQueued((n) => n + 1);
  }, []);
  useLayoutEffect(() => {
    if (queued === sent.current) return;
    sent.current = queued;
    form.current?.requestSubmit(submitter.current);
  }, [queued]);

  return (
    <form
      ref={setForm}
      {...props}
      className="group/script-form"
      action={queuedAction}
      onSubmit={(event) => {
        // Always the form's own handler, never a native submission nor the queued action.
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      {/* The form's own layout (its spacing) applies to its content, not to the status below it. */}
      <div className={className}>{children}</div>
      {/* Below the buttons: a press focuses its button on pointer down; a status shown above it pushed the
          button away before the press ended, and the click went to the form: nothing was submitted. */}
      {!ready && (
        <p role="status" className="mt-3 hidden rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm group-focus-within/script-form:block">
          {t('gettingReady')}
        </p>
      )}
    </form>
  );
}

const noSubscription = () => () => undefined;
/** False in the server's HTML and while hydrating; true once the form runs in the browser. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** The value setter of the element's class, which React's change tracking does not see. */
function nativeValueSetter(el: HTMLInputElement | HTMLTextAreaElement) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
}

/**
 * Every field whose value differs from what the server rendered fires the change React listens for, so
 * that controlled fields take the typed value into their state.
 */
export function reportTypedValues(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (el instanceof HTMLSelectElement) {
      const rendered = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
      if (rendered && el.value !== rendered.value) el.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      // A radio reports the one chosen; a checkbox any change. Put back what was rendered where React
      // tracks it, then a click changes it as the customer did.
      const changed = el.type === 'radio' ? el.checked && !el.defaultChecked : el.checked !== el.defaultChecked;
      if (!changed) continue;
      el.checked = !el.checked;
      el.click();
      continue;
    }
    if (el.type === 'hidden' || el.type === 'submit' || el.type === 'button' || el.value === el.defaultValue) continue;
    const typed = el.value;
    el.value = el.defaultValue; // through React's tracker: it now remembers the rendered value
    nativeValueSetter(el)?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
