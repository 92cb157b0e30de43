// The card account page of a revolver application (its full content comes in the card issue).
import type { Application } from '@/lib/contract/applications';

export function CardAccountPage({ application }: { customerId: number; application: Application }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-semibold">My ExpressWay Account</h1>
      <p className="text-muted">Card account {application.id}</p>
    </section>
  );
}
