import { useQuery, useSessionStore } from '@wl/kit';
import { loadAgentHome } from './load-agent-home.ts';

export function useAgentHome() {
  const type = useSessionStore((s) => s.session?.type ?? 0);
  return useQuery(['agent', 'home', type], () => loadAgentHome(type));
}
