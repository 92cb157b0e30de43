'use client';
// The one way a client form makes a sensitive change (the sign-in e-mail, a passkey, two-step verification,
// recovery codes, and any later one the lender guards the same way): send it with `withStepUp(send)`. When
// the lender answers step_up_required, the dialog asks for the password in place; confirmed, the same
// request is sent again, and the form, never unmounted, keeps what was typed. A lender without step-up
// never refuses so, and the dialog never opens. Render `stepUpDialog` outside the form.
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { STEP_UP_REQUIRED } from '@/lib/contract/step-up-words';
import type { BffResult } from '@/lib/client/bff-fetch';
import type { StepUp } from '@/lib/client/use-bff-form';
import { StepUpDialog } from './step-up-dialog';

/** `withStepUp` and `asking` go to the form's useBffForm({ stepUp }); `stepUpDialog` is rendered beside the form. */
export function useStepUp(): StepUp & { stepUpDialog: React.ReactNode } {
  const t = useTranslations('account.stepUp');
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const withStepUp = useCallback(
    async <T,>(send: () => Promise<BffResult<T>>): Promise<BffResult<T>> => {
      const first = await send();
      if (first.ok || first.code !== STEP_UP_REQUIRED) return first;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const confirmed = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
      return confirmed ? send() : { ...first, message: t('notChanged'), errors: {} };
    },
    [t],
  );

  const stepUpDialog = (
    <StepUpDialog
      open={answer !== null}
      returnFocus={opener}
      onDone={(confirmed) => {
        answer?.(confirmed);
        setAnswer(null);
      }}
    />
  );
  return { withStepUp, asking: answer !== null, stepUpDialog };
}
