import { Pagination, QueryView, useQuery } from '@wl/kit';
import { type ComponentProps, type ReactNode, useState } from 'react';
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
  /** an item's row; its place in the page names it in a first screen (decision 067) */
  children: (item: T, index: number) => ReactNode;
  onPage: (page: number) => void;
}

/** A server-paged list of the member's own (messages, feedback, friends): its states, its items, its pages. */
export function PagedList<T>({ query, emptyText, className, itemKey, itemClassName, children, onPage }: PagedListProps<T>) {
  return (
    <QueryView query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} className={className}>
      {(data) => (
        <>
          <ul className="wl-list">
            {data.list.map((item, index) => (
              <li key={itemKey(item)} className={itemClassName}>
                {children(item, index)}
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? <Pagination currentPage={data.currentPage} totalPages={data.totalPages} onChange={onPage} /> : null}
        </>
      )}
    </QueryView>
  );
}

interface PagedSectionProps<T> extends Omit<PagedListProps<T>, 'query' | 'onPage' | 'className'> {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  className?: string;
  /** the box of the list's loading, error and empty states */
  reserveClassName?: string;
  /** the cache key of the list; the page number is added */
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Paged<T>>;
}

/** A titled section holding a server-paged list, from page 1 (feedback history, invited friends). */
export function PagedSection<T>({ id, title, className, reserveClassName, queryKey, fetchPage, ...list }: PagedSectionProps<T>) {
  const [page, setPage] = useState(1);
  const query = useQuery([...queryKey, page], () => fetchPage(page));
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={pageStyles.heading}>
        {title}
      </h2>
      <PagedList {...list} query={query} className={reserveClassName} onPage={setPage} />
    </section>
  );
}
