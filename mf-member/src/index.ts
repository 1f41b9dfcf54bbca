// The async boundary lets the federation runtime provide the shared singletons first.
import('./standalone.tsx');
