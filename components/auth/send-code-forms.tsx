// "Send the code again", or a code the other way: one small plain form per method (they post natively to
// /ui/auth/verify/send, so they work without scripts). A refusal (wait a minute) shows above them.
import { useTranslations } from 'next-intl';
import type { CodeWay } from '@/lib/view/two-step';
import { sendLabel } from '@/lib/rules/second-step';
import { FormSubmitButton } from '@/components/ui/form-submit-button';

export function SendCodeForms({ methods, sent, error }: { methods: CodeWay[]; sent: CodeWay | null; error: string | null }) {
  const t = useTranslations('account');
  return (
    <div className="space-y-2">
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <div className="flex flex-wrap gap-2">
        {methods.map((method) => (
          <form key={method} action="/ui/auth/verify/send" method="post">
            <input type="hidden" name="method" value={method} />
            <FormSubmitButton plain className="min-h-11 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700" pendingLabel={t('sending')}>
              {sendLabel(method, sent, (key, values) => t(`verify.${key}` as never, values as never))}
            </FormSubmitButton>
          </form>
        ))}
      </div>
    </div>
  );
}
