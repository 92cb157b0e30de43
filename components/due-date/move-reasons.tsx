// Why the loan's due date cannot move now, in plain words (the portal's for the reasons it knows, the
// lender's own for any other), and who to call.
import { useTranslations } from 'next-intl';
import { SUPPORT_PHONE } from '@/lib/rules/contact';

export function MoveReasons({ reasons }: { reasons: string[] }) {
  const t = useTranslations('due-date');
  return (
    <section aria-labelledby="move-reasons" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-4">
      <h2 id="move-reasons" className="text-lg font-semibold">{t('cannotHeading')}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p>{t('cannotHelp', { phone: SUPPORT_PHONE })}</p>
    </section>
  );
}
