import { useState, type ReactNode } from 'react';
import { STAFF_PAGE_SIZE } from '@coffee/contracts';
import { Pager } from '@coffee/ui';
import { DataTable } from './data-table';
import { ListRows } from './list-rows';
import { isFirstLoad, ListFailed, type QueryState } from './list-state';

/** Where a paged staff list stands: its search text and page, as the list endpoints take them. */
export interface PagedListState {
  q: string;
  page: number;
  setPage: (page: number) => void;
  /** A new search starts again at page 1: the old page may not exist in the new result. */
  search: (text: string) => void;
  /** The query arguments every paged list endpoint shares. */
  params: { q: string; page: number; pageSize: number };
}

export function usePagedList(): PagedListState {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  return {
    q,
    page,
    setPage,
    search: (text) => {
      setQ(text);
      setPage(1);
    },
    params: { q, page, pageSize: STAFF_PAGE_SIZE },
  };
}

/** A filter over a paged list (status, role, membership); changing it also goes back to page 1. */
export function useListFilter<F>(list: PagedListState, initial: F): [F, (value: F) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      list.setPage(1);
    },
  ];
}

/**
 * A paged list's content: its table and the pager under it, or, when the list could not load,
 * the shop's error text with 'Try again' in their place.
 */
export function PagedList({
  list,
  query,
  failedTitle,
  pagerLabel,
  noun,
  children,
}: {
  list: PagedListState;
  query: QueryState & { data?: { total: number } };
  failedTitle: string;
  pagerLabel: string;
  /** Plural noun of the rows, for the pager ('accounts'). */
  noun: string;
  children: ReactNode;
}) {
  if (query.isError && !isFirstLoad(query)) return <ListFailed title={failedTitle} query={query} />;
  return (
    <>
      {children}
      <Pager
        label={pagerLabel}
        noun={noun}
        page={list.page}
        pageSize={STAFF_PAGE_SIZE}
        total={query.data?.total ?? null}
        onPage={list.setPage}
      />
    </>
  );
}

/**
 * The usual paged list: a staff table of the query's items (skeletons while the first page
 * loads, the empty text in the table itself), its pager, or the error in their place.
 */
export function PagedTable<T>({
  list,
  query,
  failedTitle,
  pagerLabel,
  noun,
  label,
  columns,
  minWidth,
  empty,
  children,
}: {
  list: PagedListState;
  query: QueryState & { data?: { items: readonly T[]; total: number } };
  failedTitle: string;
  pagerLabel: string;
  noun: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  minWidth: string;
  empty: ReactNode;
  /** One row per item, with its key. */
  children: (item: T) => ReactNode;
}) {
  const loading = isFirstLoad(query);
  return (
    <PagedList
      list={list}
      query={query}
      failedTitle={failedTitle}
      pagerLabel={pagerLabel}
      noun={noun}
    >
      <DataTable label={label} columns={columns} minWidth={minWidth} busy={loading}>
        <ListRows
          items={query.data?.items ?? []}
          loading={loading}
          colSpan={columns.length}
          empty={empty}
        >
          {children}
        </ListRows>
      </DataTable>
    </PagedList>
  );
}
