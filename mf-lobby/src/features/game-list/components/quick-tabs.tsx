import { useTranslation } from 'react-i18next';
import { QUICK_TABS, type DataTab } from '../model/browse-options.ts';
import { TAB_TEXT } from './tab-text.ts';
import { ToggleChips } from './toggle-chips.tsx';

/** Recent, favourites, hot: a tap shows that list; a second tap goes back to all games. */
export function QuickTabs({ tab, onChange }: { tab: DataTab; onChange(tab: DataTab): void }) {
  const { t } = useTranslation('lobby');
  return (
    <ToggleChips
      label={t('list.quick')}
      items={QUICK_TABS}
      active={tab}
      nameOf={(quick) => (quick === 'all' ? '' : t(TAB_TEXT[quick]))}
      onSelect={(quick) => onChange(tab === quick ? 'all' : quick)}
    />
  );
}
