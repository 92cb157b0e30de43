// The loan's balance over time, drawn on the server as inline SVG, with its words and its numbers
// beside it for anyone who cannot see the picture.
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { chartCoordinates, formatMonth, type BalancePoint } from '@/lib/rules/balance-chart';
import { formatCents } from '@/lib/rules/money';
import { card } from '@/components/ui/stack-table';

const BOX = { width: 600, height: 200, left: 0, right: 0, top: 0, bottom: 0 };

export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const id = useId();
  const t = useTranslations('history.chart');
  const locale = useLocale();
  if (points.length < 2) return null;
  const xy = chartCoordinates(points, BOX);
  const line = xy.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const area = `${line} L${xy.at(-1)!.x} ${BOX.height} L${xy[0]!.x} ${BOX.height} Z`;
  const max = Math.max(...points.map((p) => p.balanceCents));
  const first = points[0]!;
  const last = points.at(-1)!;
  const month = (m: string) => formatMonth(m, locale);
  const summary = t('summary', { from: formatCents(first.balanceCents), fromMonth: month(first.month), to: formatCents(last.balanceCents), toMonth: month(last.month) });

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">{t('heading')}</h2>
      <p id={`${id}-summary`} className="mb-4 text-sm text-muted">
        {summary} {t('explain')}
      </p>
      {/* The picture is one image to assistive technology, named by the heading and the summary above. */}
      <div role="img" aria-labelledby={`${id}-heading ${id}-summary`} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="flex h-44 flex-col justify-between text-right text-xs tabular-nums text-muted sm:h-56">
          <span className="-translate-y-2">{formatCents(max)}</span>
          <span>{formatCents(Math.round(max / 2))}</span>
          <span className="translate-y-2">$0</span>
        </div>
        <div className="relative h-44 border-b border-l border-gray-400 sm:h-56">
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            <line x1="0" x2={BOX.width} y1="0" y2="0" className="stroke-gray-200" vectorEffect="non-scaling-stroke" />
            <line x1="0" x2={BOX.width} y1={BOX.height / 2} y2={BOX.height / 2} className="stroke-gray-200" vectorEffect="non-scaling-stroke" />
            <path d={area} className="fill-brand-100" />
            <path d={line} className="fill-none stroke-brand-700" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            {xy.map((p, i) => (
              // A zero-length line with round caps stays a round dot however the chart is stretched.
              <path key={i} d={`M${p.x} ${p.y} h0`} className="stroke-brand-700" strokeWidth="7" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
            ))}
          </svg>
        </div>
        <span />
        <div className="mt-1 flex justify-between text-xs text-muted">
          <span>{month(first.month)}</span>
          <span>{month(last.month)}</span>
        </div>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 underline">{t('show')}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-gray-300 py-1 pr-4">{t('month')}</th>
              <th scope="col" className="border-b border-gray-300 py-1 text-right">{t('balance')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <td className="border-b border-gray-100 py-1 pr-4">{month(p.month)}</td>
                <td className="border-b border-gray-100 py-1 text-right tabular-nums">{formatCents(p.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
