// The async boundary, as the shell's: the federation runtime sets up the shared singletons before any of them runs.
void import('./bootstrap.tsx');

export {};
