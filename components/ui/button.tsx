import type { ComponentProps, MouseEvent } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-400',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-gray-300 disabled:text-gray-500',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-gray-400',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-busy:cursor-wait ${variants[variant]} ${extra}`;

export interface PendingProps {
  /** A request of this button is on its way: it shows progress and a second press does nothing. */
  pending?: boolean;
  /** What it says meanwhile ("Saving…"); else its usual label. */
  pendingLabel?: string;
}

/**
 * A press on a pending (or aria-disabled) button does nothing: its click is cancelled, which also stops
 * the form submission that Enter in a field would make through it. The button keeps its focus (a
 * disabled one would drop it to the page), and says it is busy.
 */
export function blockPress(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  event.stopPropagation();
}

export const Spinner = () => (
  <span aria-hidden="true" className="mr-2 inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
);

export function Button({
  variant = 'primary',
  className = '',
  pending = false,
  pendingLabel,
  children,
  onClick,
  ...props
}: ComponentProps<'button'> & PendingProps & { variant?: Variant }) {
  const blocked = pending || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      className={buttonClass(variant, className)}
      {...props}
      aria-disabled={blocked || undefined}
      aria-busy={pending || props['aria-busy'] || undefined}
      // Server-rendered buttons carry no handler (a function cannot cross to the client).
      onClick={blocked ? blockPress : onClick}
    >
      {pending && <Spinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
