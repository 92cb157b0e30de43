// The repair behind a loan (GET /api/repairs/{applicationId}): service center, repair amount, repair order
// status. <RepairSummary token applicationId /> fetches it (a loan without a repair shows nothing);
// <RepairDetails repair /> renders one already loaded.
import { unstable_rethrow } from 'next/navigation';
import type { Repair } from '@/lib/contract/repairs';
import { getRepair } from '@/lib/lender/api';
import { isNotFound } from '@/lib/lender/errors';
import { orSignIn } from '@/lib/lender/page';
import { formatDollars } from '@/lib/rules/money';
import { repairOrderStatusLabel } from '@/lib/rules/repairs';

export async function RepairSummary({ token, applicationId }: { token: string; applicationId: number }) {
  const repair = await orSignIn(getRepair(token, applicationId)).catch((err: unknown) => {
    unstable_rethrow(err);
    return isNotFound(err) ? null : ('failed' as const);
  });
  // null: no repair; undefined: a lender that does not show the repair's shape (spec 000 §7) — left out.
  if (repair === null || repair === undefined) return null;
  if (repair === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-danger">
        We could not load the details of your repair. Please refresh the page.
      </p>
    );
  }
  return <RepairDetails repair={repair} />;
}

export function RepairDetails({ repair }: { repair: Repair }) {
  return (
    <section aria-labelledby={`repair-${repair.id}-heading`} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={`repair-${repair.id}-heading`} className="mb-2 text-lg font-semibold">Your repair</h2>
      <p className="mb-3">{repair.description}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Service center</dt>
          <dd className="font-medium">{repair.dealership?.name ?? 'Not chosen yet'}</dd>
        </div>
        <div>
          <dt className="text-muted">Repair amount</dt>
          <dd className="font-medium tabular-nums">{formatDollars(repair.repair_amount)}</dd>
        </div>
        <div>
          <dt className="text-muted">Repair order status</dt>
          <dd className="font-medium">{repairOrderStatusLabel(repair.ro_status)}</dd>
        </div>
      </dl>
    </section>
  );
}
