// The documents center's filters: the kind and the loan, a plain GET form (filtering changes nothing), so it
// works before and without the page's scripts. Choosing again starts at page 1.
import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import type { DocumentLoan } from '@/lib/loan/documents';
import type { DocumentFilters, DocumentKindView } from '@/lib/view/documents';

const selectClass = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base';

interface Props {
  action: string;
  filters: DocumentFilters;
  kinds: DocumentKindView[];
  loans: DocumentLoan[];
}

export function DocumentsFilter({ action, filters, kinds, loans }: Props) {
  const t = useTranslations('documents');
  // 'other' holds the lender's own kinds: there is nothing to ask the lender for by it.
  const choices = kinds.filter((k) => k !== 'other');
  return (
    <form method="get" action={action} aria-label={t('filter')} className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <label htmlFor="documents-kind" className="mb-1 block text-sm font-medium">{t('kindLabel')}</label>
        <select id="documents-kind" name="kind" defaultValue={filters.kind ?? ''} className={selectClass}>
          <option value="">{t('allKinds')}</option>
          {choices.map((k) => (
            <option key={k} value={k}>{t(`kinds.${k}`)}</option>
          ))}
        </select>
      </div>
      {loans.length > 1 && (
        <div className="w-full sm:w-64">
          <label htmlFor="documents-loan" className="mb-1 block text-sm font-medium">{t('loanLabel')}</label>
          <select id="documents-loan" name="loan" defaultValue={filters.applicationId ?? ''} className={selectClass}>
            <option value="">{t('allLoans')}</option>
            {loans.map((l) => (
              <option key={l.id} value={l.id}>{l.card ? t('card') : t('loan', { id: l.id })}</option>
            ))}
          </select>
        </div>
      )}
      <FormSubmitButton pendingLabel={t('filtering')}>{t('apply')}</FormSubmitButton>
    </form>
  );
}
