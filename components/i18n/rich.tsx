// The tags the catalogues' rich messages use (t.rich): <strong>, the screen-reader-only <hidden>, and a
// telephone link around the number it names.
import type { ReactNode } from 'react';
import { telHref } from '@/lib/rules/contact';

export const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
export const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** <tel>{phone}</tel>: a link that dials the number. */
export function phoneLink(phone: string, className = 'font-semibold whitespace-nowrap text-brand-700 underline') {
  return function Tel(chunks: ReactNode) {
    return (
      <a href={telHref(phone)} className={className}>
        {chunks}
      </a>
    );
  };
}
