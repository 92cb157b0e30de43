'use client';
// A modal dialog on the native <dialog> (top layer, the page behind inert): focus moves in when it opens,
// Tab and Shift+Tab stay inside, Escape closes it, and focus returns to what opened it.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** id of the text read out with the name when it opens (an alert dialog's message). */
  describedBy?: string;
  /** 'alertdialog' for an urgent question the customer must answer (the idle warning). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes back to when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  /** What takes focus when it opens; else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}

export function ModalDialog({ open, onClose, labelledBy, describedBy, role, returnFocus, initialFocus, children, className = '' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open, initialFocus, returnFocus]);

  function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden && el.getClientRects().length > 0);
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = items.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={trapTab}
      // Escape: the browser's cancel. We close through our own state so focus returns.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
