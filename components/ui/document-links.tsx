// A document's two links, side by side: open it in a new tab, or download it (?download=1). The words a
// screen reader hears after each say which document it is. The lender's documents are in English only: in
// another language the links say so.
import { useLocale, useTranslations } from 'next-intl';

interface Props {
  /** The document through the file proxy: /files/{id}/url_proxy. */
  href: string;
  /** The visible words of the first link ('View', 'Read the Loan Agreement'). */
  view: string;
  /** Heard after them: ' (PDF, opens in a new tab)'. */
  viewHidden: string;
  /** Heard after 'Download': ' the loan agreement'. */
  downloadHidden: string;
  className: string;
  /** The lender writes it in the customer's language (an adverse action notice): no "in English" mark. */
  inCustomerLanguage?: boolean;
}

export function DocumentLinks({ href, view, viewHidden, downloadHidden, className, inCustomerLanguage }: Props) {
  const t = useTranslations('common.documents');
  return (
    <>
      <a href={href} target="_blank" rel="noopener" className={className}>
        {view}<span className="sr-only">{viewHidden}</span>
      </a>
      <span aria-hidden="true"> · </span>
      <a href={`${href}?download=1`} download className={className}>
        {t('download')}<span className="sr-only">{downloadHidden}</span>
      </a>
      {!inCustomerLanguage && <InEnglish />}
    </>
  );
}

/** Beside a link to one of the lender's documents: on a page that is not in English, says the document is. */
export function InEnglish() {
  const t = useTranslations('common.documents');
  if (useLocale() === 'en-US') return null;
  return (
    <span className="ml-1 text-sm text-muted">
      ({t('inEnglish')})
    </span>
  );
}
