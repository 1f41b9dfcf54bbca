// The async boundary lets the federation runtime set up the shared singletons before any of them runs.
import('./bootstrap.tsx');
