// Labelled figures, one a line, the value on the right (a statement, a payment receipt): a <dl>, so
// each value is read with its label.
export function FigureList({ figures, large = false }: { figures: [label: string, value: string][]; large?: boolean }) {
  return (
    <dl className="divide-y divide-gray-200">
      {figures.map(([label, value]) => (
        <div key={label} className={`flex flex-wrap items-baseline justify-between gap-x-4 ${large ? 'py-3' : 'py-2'}`}>
          <dt className="font-medium text-muted">{label}</dt>
          <dd className={`font-semibold tabular-nums ${large ? 'text-lg' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
