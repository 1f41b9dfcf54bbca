import { FeedbackScreen } from '../features/feedback/index.ts';

/** feedback: type, remark, pictures; earlier feedback with replies. */
export default function FeedbackPage() {
  return <FeedbackScreen />;
}
