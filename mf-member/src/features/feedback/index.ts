export { FeedbackScreen } from './components/feedback-screen.tsx';
