// The header's language switch: "Español" / "English", a form post that works without scripts.
// The handler (app/ui/language/route.ts) keeps the choice and comes back to this page.
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { otherLocale } from '@/lib/i18n/locales';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { ReturnHereField } from './return-here-field';

export async function LanguageLink({ className }: { className: string }) {
  const [locale, t, head] = await Promise.all([getLocale(), getTranslations('common.header'), headers()]);
  const other = otherLocale(locale);
  return (
    <form action="/ui/language" method="post">
      <input type="hidden" name="locale" value={other} />
      {/* Before the browser's own address is known: the one proxy.ts saw. */}
      <Suspense fallback={<input type="hidden" name="return_to" value={head.get('x-portal-path') ?? '/'} />}>
        <ReturnHereField />
      </Suspense>
      {/* Named in its own language, so a reader of either finds it. */}
      <FormSubmitButton plain className={className} pendingLabel={t('otherLanguage')}>
        <span lang={other} title={t('otherLanguageLabel')}>
          {t('otherLanguage')}
        </span>
      </FormSubmitButton>
    </form>
  );
}
