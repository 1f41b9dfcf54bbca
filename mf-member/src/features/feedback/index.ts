export { FeedbackScreen } from './components/feedback-screen.tsx';
export { imageProblem } from './model/feedback-rules.ts';
