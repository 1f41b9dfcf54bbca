export { FeedbackScreen } from './components/feedback-screen.tsx';
export { imageProblem, MAX_IMAGE_BYTES } from './model/feedback-rules.ts';
