/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// The 'For Customer Care Only' table (spec 000 section 6): pass or fail for each check; the description
// column only for the staff roles of the list (the lender sends desc only to them as well).
import type { QualificationCheck } from '@/lib/view/qualification';

export function QualificationTable({ checks, withDescriptions }: { checks: QualificationCheck[]; withDescriptions: boolean }) {
  return (
    <section aria-labelledby="care-only-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="care-only-heading" className="mb-3 text-lg font-semibold">For Customer Care Only</h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className="py-2 pr-3 font-semibold">Check</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Result</th>
              {withDescriptions && <th scope="col" className="py-2 font-semibold">Description</th>}
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.check} className="border-b border-amber-200 align-top last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium">{check.check}</th>
                <td className="py-2 pr-3">
                  <span className={`inline-flex items-center gap-1 rounded px-2 py-0.5 font-semibold ${check.passed ? 'bg-green-100 text-success' : 'bg-red-100 text-danger'}`}>
                    <span aria-hidden="true">{check.passed ? '✓' : '✗'}</span>
                    {check.passed ? 'Pass' : 'Fail'}
                  </span>
                </td>
                {withDescriptions && <td className="py-2">{check.description ?? '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
