// The files a customer sent (a to-do item's, a help request's): each with its name and size, and a link that
// opens it in a new tab through the portal (the lender checks the owner or staff).
import { useTranslations } from 'next-intl';
import type { ChecklistFileView } from '@/lib/view/checklist';

export function SentFiles({ files, heading, headingLevel = 'h4' }: { files: ChecklistFileView[]; heading: string; headingLevel?: 'h3' | 'h4' }) {
  const t = useTranslations('uploads');
  const H = headingLevel;
  return (
    <div>
      <H className="text-sm font-semibold">{heading}</H>
      <ul className="mt-1 space-y-1">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-x-3 text-sm">
            <span className="min-w-0 break-all">{t('fileLine', { name: file.filename, size: file.size })}</span>
            <a href={file.href} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline sm:min-h-0">
              {t('open')}
              <span className="sr-only">{t('openHidden', { name: file.filename })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
