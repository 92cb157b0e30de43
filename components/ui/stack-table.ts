// Class names for data tables that stack into labelled rows on phones: below 640px the header row is
// kept for screen readers only and each cell shows its column name (data-label) before its value.
export const stackTable = {
  table: 'w-full border-collapse text-left max-sm:block',
  thead: 'max-sm:sr-only',
  th: 'border-b-2 border-gray-300 px-3 py-2 text-sm font-semibold whitespace-nowrap',
  tbody: 'max-sm:block',
  tr: 'max-sm:block max-sm:border-b max-sm:border-gray-200 max-sm:py-2 max-sm:last:border-b-0 max-sm:last:pb-0 max-sm:first:pt-0',
  td:
    'px-3 py-2 align-top sm:border-b sm:border-gray-200 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 ' +
    'max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
} as const;

export const card = 'rounded-lg border border-gray-200 bg-white p-4 sm:p-6';
