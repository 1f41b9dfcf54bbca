export { FeedbackScreen } from './components/feedback-screen.tsx';
export { type ImageProblem, imageProblem } from './model/feedback-rules.ts';
