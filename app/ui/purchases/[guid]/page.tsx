// /ui/purchases/{guid} — 'Approve your Purchase', the deep link of the purchase e-mail. Signed out: the
// gate sends the customer to sign in and back here. The purchase fails to load (another customer's, or a
// wrong link): to /ui/auth (spec 000 sections 7 and 8) with the notice to sign in as the customer it was
// sent to, and back here; signing in there replaces the current session.
// The guid is the link's secret: the page is served with Referrer-Policy: no-referrer (next.config.mjs).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { signInPath } from '@/lib/common/sign-in';
import { PurchaseGuidSchema } from '@/lib/contract/purchases';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { isStaff, PURCHASE_NOT_YOURS } from '@/lib/rules/access';
import { requireSession } from '@/lib/session/session';
import { toPurchaseView } from '@/lib/view/purchase';
import { PurchaseApproval } from '@/components/purchase/purchase-approval';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('card.purchase'))('title') };
}

export default async function PurchasePage(props: { params: Promise<{ guid: string }> }) {
  const { guid } = await props.params;
  const session = await requireSession();
  const cannotOpen = signInPath(`/ui/purchases/${encodeURIComponent(guid)}`, PURCHASE_NOT_YOURS);
  const parsed = PurchaseGuidSchema.safeParse(guid);
  if (!parsed.success) redirect(cannotOpen);
  const loaded = await loadOptional(lender.getPurchase({ token: session.token, guid: parsed.data }));
  if (!isLoaded(loaded)) redirect(cannotOpen);
  const purchase = toPurchaseView(loaded);
  const staff = isStaff(session.roleGroups);
  // Without the purchase's application (the lender's extension), the customer goes home after a decision.
  const t = await getTranslations('card.purchase');
  const accountPath = staff ? null : purchase.applicationId !== null ? `/ui/customers/${session.userId}/applications/${purchase.applicationId}` : '/ui/auth';

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted">
          {t(staff ? 'introStaff' : 'intro', { dealership: purchase.dealershipName })}
        </p>
      </div>
      <ClientMessages paths={['card.purchase']}>
        <PurchaseApproval initial={purchase} />
      </ClientMessages>
      {accountPath && (
        <p>
          <Link href={accountPath} className="font-medium text-brand-700 underline">{t('back')}</Link>
        </p>
      )}
    </div>
  );
}
