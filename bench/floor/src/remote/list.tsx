// The floor's remote page: a static list of 12 images in a fixed grid (nothing moves as they arrive).
import { useTranslation } from 'react-i18next';

const TILES = Array.from({ length: 12 }, (_, i) => i + 1);

export default function List() {
  const { t } = useTranslation();
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, listStyle: 'none', margin: 0, padding: 12 }}>
      {TILES.map((n) => (
        <li key={n}>
          <img
            src={`/img/tile-${n}.svg`}
            alt={t('tile', { n })}
            width={240}
            height={240}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        </li>
      ))}
    </ul>
  );
}
