// Class names for data tables that stack into labelled rows on phones: below 640px the header row is
// kept for screen readers only and each cell shows its column name (data-label) before its value.
export const stackTable = {
  table: 'w-full border-collapse text-left max-sm:block',
  thead: 'max-sm:sr-only',
  th: 'border-b-2 border-gray-300 px-3 py-2 text-sm font-semibold whitespace-nowrap',
  tbody: 'max-sm:block',
  // A row and a cell are one class each (app/globals.css): repeated on every row and cell, their dozen
  // utilities were a third of a history page's HTML, and again of its RSC payload.
  tr: 'stack-tr',
  td: 'stack-td',
} as const;

export const card = 'rounded-lg border border-gray-200 bg-white p-4 sm:p-6';
