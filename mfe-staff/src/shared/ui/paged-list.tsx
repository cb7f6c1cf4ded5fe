import { useState, type ReactNode } from 'react';
import { STAFF_PAGE_SIZE } from '@coffee/contracts';
import { Pager } from '@coffee/ui';
import { DataTable, type TableSpec } from './data-table';
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

/** A list filter's value and its setter, as a `FilterGroup` takes them. */
export interface ListFilterState<F> {
  value: F;
  // Method syntax on purpose: a section's filters, each with its own options, go in one list.
  onChange(value: F): void;
}

/** A filter over a paged list (status, role, membership); changing it also goes back to page 1. */
export function useListFilter<F>(list: PagedListState, initial: F): ListFilterState<F> {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next) => {
      setValue(next);
      list.setPage(1);
    },
  };
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

/** What a paged list says around its table: the title of its failure, its pager's name and noun. */
export interface PagedListText {
  failedTitle: string;
  pagerLabel: string;
  /** Plural noun of the rows, for the pager ('accounts'). */
  noun: string;
}

/**
 * The usual paged list: a staff table of the query's items (skeletons while the first page
 * loads, the empty text in the table itself), its pager, or the error in their place.
 */
export function PagedTable<T>({
  list,
  query,
  text,
  table,
}: {
  list: PagedListState;
  query: QueryState & { data?: { items: readonly T[]; total: number } };
  text: PagedListText;
  table: TableSpec<T>;
}) {
  return (
    <PagedList list={list} query={query} {...text}>
      <DataTable table={table} items={query.data?.items ?? []} loading={isFirstLoad(query)} />
    </PagedList>
  );
}
