// …/{applicationId}/mailbox — messages with support. Customers see what is shown to them and write to
// support; staff see every comment, add notes with their contact details, and delete.
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageOf } from '@/lib/rules/lender-fallbacks';
import type { Metadata } from 'next';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { loadLoanArea, loanPageAddress, type LoanPageProps } from '@/lib/loan/load';
import { isStaff } from '@/lib/rules/access';
import { parsePage } from '@/lib/rules/history';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { Pager } from '@/components/history/list-nav';
import { CommentList } from '@/components/mailbox/comment-list';
import { CustomerCompose } from '@/components/mailbox/customer-compose';
import { StaffCompose } from '@/components/mailbox/staff-compose';
import { card } from '@/components/ui/stack-table';
import { toTeamCommentView } from '@/lib/view/team-comment';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('mailbox'))('title') };
}

const PER_PAGE = 20;

export default async function MailboxPage(props: LoanPageProps) {
  const { customerId, applicationId, search } = await loanPageAddress(props);
  const { session } = await requireCustomerAccess(customerId);
  const id = Number(applicationId);
  const page = parsePage(search.page);
  // The application and its messages side by side; the lender answers 404 for another's.
  const [{ user, customerId: custId, applicationId: appId }, comments] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    Number.isSafeInteger(id) && id > 0 ? loadOptional(lender.getTeamComments({ token: session.token, query: { id, ...{ page, per_page: PER_PAGE } } })).then(foundOr404) : Promise.resolve('failed' as const),
  ]);
  if (comments === 'failed') return <LoanLoadError />;

  const staff = isStaff(session.roleGroups);
  const t = await getTranslations('mailbox');
  const compose = { applicationId: appId, userId: session.userId, customerName: user.name };
  const base = loanPath(custId, appId, 'mailbox');
  // A lender that does not page the mailbox (no meta) answers it whole: newest first, paged here.
  const shown = pageOf(comments, { page, perPage: PER_PAGE, sort: 'desc', dateOf: (c) => c.created_at });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <section className={card}>
        <ClientMessages paths={['mailbox.compose']}>{staff ? <StaffCompose {...compose} /> : <CustomerCompose {...compose} />}</ClientMessages>
      </section>
      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="mb-3 text-lg font-semibold">{t('messages')}</h2>
        {shown.meta.total === 0 ? (
          <p className={`${card} text-center`}>{t('none')}</p>
        ) : (
          <CommentList comments={shown.items.map(toTeamCommentView)} viewerId={session.userId} staff={staff} />
        )}
        <Pager page={page} totalPages={shown.meta.total_pages} hrefFor={(p) => (p > 1 ? `${base}?page=${p}` : base)} label={t('pages')} />
      </section>
    </div>
  );
}
