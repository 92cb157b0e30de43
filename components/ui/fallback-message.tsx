// The 500 fallback (spec 001 section 2): something went wrong, the support e-mail and phone, try later.
// The error boundary shows it, and so do pages whose one lender call failed with nothing else to show.
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

export function FallbackMessage({ children }: { children?: React.ReactNode }) {
  return (
    <section role="alert" className="max-w-2xl rounded-lg border border-red-300 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">Something went wrong.</h1>
      <p className="mb-4">
        Please try again later. If it keeps happening, e-mail{' '}
        <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
        <a className="underline" href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
      {children}
    </section>
  );
}
