// /bench/bare — only in the benchmark's build (PORTAL_BENCH_BUILD=1 adds the page.bench.tsx files: next.config.ts).
// A page of the same build with no data and no client component of its own: the
// baseline of the benchmark's first-load JavaScript and throughput figures (npm run bench).
// Open to signed-out visitors (proxy.ts); it shows nothing of anyone's.
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Baseline', robots: { index: false, follow: false } };

export default function BarePage() {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-semibold">Baseline</h1>
      <p className="text-muted">A page with no data, for performance measurements.</p>
    </section>
  );
}
