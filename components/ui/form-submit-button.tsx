'use client';
// The submit button of a plain (server-rendered, script-free) form: once the form is sent it shows
// progress and a second press does nothing, so a slow sign-in is not sent twice. Without scripts it is
// an ordinary submit button.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, blockPress, Spinner } from './button';

interface Props {
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  /** The header's link-styled buttons: their own classes instead of a button's. */
  plain?: boolean;
}

export function FormSubmitButton({ children, pendingLabel, className = '', plain = false }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    // After the form's own checks: an invalid form is not sent, so it is not pending either.
    const onSubmit = (event: SubmitEvent) => {
      if (!event.defaultPrevented) setPending(true);
    };
    // Back to this page from the history (the page kept in memory): the form can be sent again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    form.addEventListener('submit', onSubmit);
    addEventListener('pageshow', onPageShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      removeEventListener('pageshow', onPageShow);
    };
  }, []);

  if (!plain) {
    return (
      <Button ref={ref} type="submit" className={className} pending={pending} pendingLabel={pendingLabel}>
        {children}
      </Button>
    );
  }
  return (
    <button ref={ref} type="submit" className={className} aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={pending ? blockPress : undefined}>
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </button>
  );
}
