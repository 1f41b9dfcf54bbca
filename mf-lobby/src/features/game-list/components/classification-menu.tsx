import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ToggleChips } from './toggle-chips.tsx';

interface Props {
  items: string[];
  names: Record<string, string>;
  active: string;
  onSelect(item: string): void;
}

// the menu's own items; a class the platform sends without a name shows as it sends it
const CLASS_TEXT = new Map<string, ParseKeys<'lobby'>>([
  ['ALL', 'list.classes.ALL'],
  ['NEW', 'list.classes.NEW'],
  ['FAV', 'list.classes.FAV'],
  ['HOT', 'list.classes.HOT'],
]);

/** ALL, NEW (slots), FAV, HOT and the vendor classes. */
export function ClassificationMenu({ items, names, active, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  if (items.length === 0) return null;
  return (
    <ToggleChips
      label={t('list.classification')}
      items={items}
      active={active}
      nameOf={(item) => {
        const key = CLASS_TEXT.get(item);
        return names[item] ?? (key ? t(key) : item);
      }}
      onSelect={onSelect}
      testId="classification-menu"
    />
  );
}
