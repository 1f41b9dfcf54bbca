import { Pagination, QueryView } from '@wl/shared';
import type { ComponentProps, ReactNode } from 'react';
import pageStyles from './page.module.css';

interface Paged<T> {
  list: T[];
  currentPage: number;
  totalPages: number;
}

interface PagedListProps<T> {
  query: ComponentProps<typeof QueryView<Paged<T>>>['query'];
  emptyText: string;
  /** the box of the loading, error and empty states: a reserved height keeps the page still */
  className?: string;
  itemKey: (item: T) => string | number;
  itemClassName?: string;
  children: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** A server-paged list of the member's own (messages, feedback, friends): its states, its items, its pages. */
export function PagedList<T>({ query, emptyText, className, itemKey, itemClassName, children, onPage }: PagedListProps<T>) {
  return (
    <QueryView query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} className={className}>
      {(data) => (
        <>
          <ul className={pageStyles.list}>
            {data.list.map((item) => (
              <li key={itemKey(item)} className={itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? <Pagination currentPage={data.currentPage} totalPages={data.totalPages} onChange={onPage} /> : null}
        </>
      )}
    </QueryView>
  );
}
