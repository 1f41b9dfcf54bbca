// Test helpers for the parts (imported from '@wl/shared/testing' in tests only).
export { describeExposes } from './describe-exposes.tsx';
