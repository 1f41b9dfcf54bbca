// A remote run alone, for its team (`pnpm --filter <remote> dev`): `@wl/host/standalone`, never in the shell's page.
export { runStandalone } from './run-standalone.tsx';
