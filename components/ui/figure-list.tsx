// Labelled figures: a <dl>, so each value is read with its label. Its looks: one a line with the value on
// the right (a payment receipt; larger on a statement), tiles (the Make Payment screen's loan figures), a
// two-column table (a purchase), or small lines in two columns (staff diagnostics).
const LOOKS = {
  lines: { list: 'divide-y divide-gray-200', item: 'flex flex-wrap items-baseline justify-between gap-x-4 py-2', term: 'font-medium text-muted', value: 'font-semibold tabular-nums ' },
  large: { list: 'divide-y divide-gray-200', item: 'flex flex-wrap items-baseline justify-between gap-x-4 py-3', term: 'font-medium text-muted', value: 'font-semibold tabular-nums text-lg' },
  tiles: { list: 'grid grid-cols-2 gap-3 sm:grid-cols-4', item: 'rounded-lg border border-gray-200 bg-white p-3', term: 'text-sm text-muted', value: 'font-semibold tabular-nums' },
  table: {
    list: 'divide-y divide-gray-200 rounded-md border border-gray-200',
    item: 'grid grid-cols-1 gap-0.5 px-4 py-2.5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4',
    term: 'text-sm text-muted',
    value: 'font-medium',
  },
  compact: { list: 'grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2', item: 'flex justify-between gap-3 border-b border-gray-100 py-1', term: 'text-muted', value: 'font-medium' },
} as const;

export type FigureLook = keyof typeof LOOKS;

export function FigureList({ figures, large = false, look = large ? 'large' : 'lines' }: { figures: [label: string, value: string][]; large?: boolean; look?: FigureLook }) {
  const c = LOOKS[look];
  return (
    <dl className={c.list}>
      {figures.map(([label, value]) => (
        <div key={label} className={c.item}>
          <dt className={c.term}>{label}</dt>
          <dd className={c.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
