import { useTranslation } from 'react-i18next';
import { pageStyles } from '../../../ui/index.ts';
import { NS } from '../feedback.i18n.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackHistory } from './feedback-history.tsx';

/** /m/feedback: send feedback with pictures; earlier feedback and replies below. */
export function FeedbackScreen() {
  const { t } = useTranslation(NS);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('title')}</h1>
      <FeedbackForm />
      <FeedbackHistory />
    </div>
  );
}
