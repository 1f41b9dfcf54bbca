// The withdrawal password: set it when a member has none (withdraw, transfer to upline).
export { SetPasswordForm } from './components/set-password-form.tsx';
export { pinProblem } from './model/pin-rules.ts';
