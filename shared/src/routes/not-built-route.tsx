import { useTranslation } from 'react-i18next';
import { NotBuilt } from '../ui/index.ts';
import type { RouteKey } from './paths.ts';

/** The visible stand-in of a page a later release builds: its title and the part that owns it. */
export function NotBuiltRoute({ route, owner }: { route: RouteKey; owner: string }) {
  const { t } = useTranslation('common');
  return <NotBuilt title={t(`titles.${route}`)} owner={owner} />;
}
