import { useTranslation } from 'react-i18next';
import { ToggleChips } from './toggle-chips.tsx';

interface Props {
  items: string[];
  names: Record<string, string>;
  active: string;
  onSelect(item: string): void;
}

/** ALL, NEW (slots), FAV, HOT and the vendor classes. */
export function ClassificationMenu({ items, names, active, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  if (items.length === 0) return null;
  return (
    <ToggleChips
      label={t('list.classification')}
      items={items}
      active={active}
      nameOf={(item) => names[item] ?? t(`list.classes.${item}`, { defaultValue: item })}
      onSelect={onSelect}
      testId="classification-menu"
    />
  );
}
