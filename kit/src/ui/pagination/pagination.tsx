import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/numbers.ts';
import { PAGE_WINDOW, paginationModel } from './pagination-model.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** page numbers before folding (default 10) */
  window?: number;
  className?: string;
}

/** Page buttons with previous and next; renders nothing under 2 pages. */
export function Pagination({ currentPage, totalPages, onChange, window = PAGE_WINDOW, className }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationModel({ currentPage, totalPages, window });
  if (!items) return null;
  const current = items.find((item) => item.type === 'page' && item.current);
  const page = current?.type === 'page' ? current.page : 1;
  const last = Math.floor(totalPages);
  // the theme's bordered control look, with this list's size and page states on top
  const button = `${styles.button} wl-control`;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onChange(target);
  };

  return (
    <nav className={className ? `${styles.nav} ${className}` : styles.nav} aria-label={t('ui.pagination')}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={button} aria-label={t('ui.previous')} disabled={page <= 1} onClick={() => go(page - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={button}
                aria-label={t('ui.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {formatCount(item.page)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={button} aria-label={t('ui.next')} disabled={page >= last} onClick={() => go(page + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
