import { Link } from '@/components/ui/link';

export default function NotFound() {
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Page not found</h1>
      <p className="mb-4">We could not find what you were looking for. It may have moved, or it may not be yours to see.</p>
      <Link className="font-medium text-brand-700 underline" href="/">Back to your account</Link>
    </section>
  );
}
