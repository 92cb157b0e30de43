// Account Preferences → Due dates in your calendar: the private address a calendar app subscribes to,
// when the customer has one (its date, its last read), with making, copying and revoking it. Only the
// customer's own, and only while the lender offers it; the page leaves the section out otherwise.
import { useTranslations } from 'next-intl';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import type { CalendarSubscriptionView } from '@/lib/view/calendar-subscription';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CalendarAddress } from './calendar-address';
import { SectionCard } from './section-card';

export function CalendarSection({ subscription }: { subscription: CalendarSubscriptionView | null }) {
  const t = useTranslations('calendar.subscription');
  return (
    <SectionCard title={t('title')} id="calendar">
      <p className="mb-4">{t('intro')}</p>
      {subscription === null ? (
        <p role="alert" className="text-danger">{t('failed', { phone: SUPPORT_PHONE })}</p>
      ) : (
        <>
          {subscription.createdOn ? (
            <div className="mb-4 space-y-1">
              <p className="font-medium">{t('active', { date: subscription.createdOn })}</p>
              <p className="text-sm text-muted">{subscription.lastReadOn ? t('lastRead', { date: subscription.lastReadOn }) : t('neverRead')}</p>
              <p className="text-sm text-muted">{t('hidden')}</p>
            </div>
          ) : (
            <p className="mb-4">{t('none')}</p>
          )}
          <ClientMessages paths={['calendar.subscription', 'account.stepUp']}>
            <CalendarAddress active={subscription.createdOn !== null} />
          </ClientMessages>
        </>
      )}
    </SectionCard>
  );
}
