// A lender's legal notice as a page: its title, version and effective date, and its sections (a table
// where the notice has one, with its header cells). In another language than the page's, it says so and
// carries its own lang, so a screen reader reads it in the right voice.
import { useTranslations } from 'next-intl';
import { phoneLink } from '@/components/i18n/rich';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/rules/dates';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/rules/contact';
import { legalNoticePath } from '@/lib/rules/legal';
import type { LegalDocumentView, LegalNoticeSlug } from '@/lib/view/legal-document';
import { buttonClass } from '@/components/ui/button';

export function LegalDocumentBody({ document, pageLocale }: { document: LegalDocumentView; pageLocale: string }) {
  const t = useTranslations('legal.page');
  const inEnglish = useTranslations('common.documents')('inEnglish');
  const other = document.language !== pageLocale;
  return (
    <article lang={other ? document.language : undefined} className="max-w-3xl space-y-6 rounded-lg border border-gray-200 bg-white p-5 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold">{document.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {t('effective', { version: document.version, date: formatDate(document.effectiveOn) })}
          {other && <span lang={pageLocale}> ({inEnglish})</span>}
        </p>
      </header>
      {document.sections.map((section, i) => (
        // Not a landmark each (no name): the headings outline the notice; a table's scroll region is the one landmark it has.
        <section key={i} className="space-y-2">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {section.table && <LegalTable caption={section.heading} table={section.table} />}
        </section>
      ))}
    </article>
  );
}

/** A notice's table: on a narrow screen it scrolls on its own (a focusable region), the page does not. */
function LegalTable({ caption, table }: { caption: string; table: NonNullable<LegalDocumentView['sections'][number]['table']> }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="border-b border-gray-300 p-2 font-semibold">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-gray-200 align-top">
              {row.map((cell, j) => (j === 0 ? <th key={j} scope="row" className="p-2 font-normal">{cell}</th> : <td key={j} className="p-2">{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The lender has no such notice online (or could not answer): how to get a copy, and a way to try again. */
export function LegalNoticeUnavailable({ slug }: { slug: LegalNoticeSlug }) {
  const t = useTranslations('legal');
  return (
    <section aria-labelledby="legal-unavailable" className="max-w-3xl space-y-3 rounded-lg border border-gray-200 bg-white p-5 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t(`footer.notices.${slug}`)}</p>
      <h1 id="legal-unavailable" className="text-2xl font-semibold">{t('page.unavailableTitle')}</h1>
      <p>
        {t.rich('page.unavailable', {
          phone: SUPPORT_PHONE,
          email: SUPPORT_EMAIL,
          tel: phoneLink(SUPPORT_PHONE),
          mail: (chunks) => <a className="font-semibold text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
        })}
      </p>
      <Link href={legalNoticePath(slug)} className={buttonClass('secondary')}>{t('page.tryAgain')}</Link>
    </section>
  );
}
