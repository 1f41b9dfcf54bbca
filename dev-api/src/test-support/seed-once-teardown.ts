export { removeSeeded as default } from './seed-once.ts';
