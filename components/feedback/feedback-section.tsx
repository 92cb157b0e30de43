// The sidebar's feedback widget with its words: the stars' names are formatted here, on the server. Each is
// a plural message, and formatting one in the browser builds the page's first Intl formatters, a long task
// during hydration on a phone.
import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { STARS } from '@/lib/rules/feedback';
import { FeedbackWidget } from './feedback-widget';

export function FeedbackSection({ userId, applicationId }: { userId: number; applicationId: number }) {
  const t = useTranslations('feedback');
  const starLabels = STARS.map((n) => t('star', { n }));
  return (
    <ClientMessages paths={['feedback']}>
      <FeedbackWidget userId={userId} applicationId={applicationId} starLabels={starLabels} />
    </ClientMessages>
  );
}
