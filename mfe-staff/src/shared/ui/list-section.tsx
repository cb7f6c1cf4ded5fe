import type { ReactNode } from 'react';
import type { TableSpec } from './data-table';
import { FilterGroup, type FilterOption } from './filter-group';
import type { QueryState } from './list-state';
import {
  PagedTable,
  type ListFilterState,
  type PagedListState,
  type PagedListText,
} from './paged-list';
import { PortalSection } from './portal-section';
import { SearchBox } from './search-box';

/** Everything a list tab says around its rows, in one place (tests and the spec name them). */
export interface ListTexts extends PagedListText {
  title: string;
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
}

/** One row of filter buttons above a list: its group's name, its options, and its state. */
export type ListFilterSpec<F extends string> = ListFilterState<F> & {
  label: string;
  options: readonly FilterOption<F>[];
};

/**
 * A staff portal's list tab, the one pattern every list follows: heading and live figures, a
 * toolbar of filters, a search box and the tab's own actions, then its paged table (skeletons,
 * empty text, rows, pager, or the failure with 'Try again'). Dialogs the rows open are children.
 */
export function ListSection<T>({
  texts,
  summary,
  list,
  query,
  filters = [],
  actions,
  table,
  children,
}: {
  texts: ListTexts;
  /** Live figures between the heading and the toolbar. */
  summary?: ReactNode;
  list: PagedListState;
  query: QueryState & { data?: { items: readonly T[]; total: number } };
  filters?: readonly ListFilterSpec<string>[];
  /** Buttons after the search box ('Add Product'). */
  actions?: ReactNode;
  table: TableSpec<T>;
  children?: ReactNode;
}) {
  const { title, description, searchLabel, searchPlaceholder, ...text } = texts;
  return (
    <PortalSection
      title={title}
      description={description}
      summary={summary}
      toolbar={
        <>
          {filters.map((filter) => (
            <FilterGroup key={filter.label} {...filter} />
          ))}
          <SearchBox label={searchLabel} placeholder={searchPlaceholder} onSearch={list.search} />
          {actions}
        </>
      }
    >
      <PagedTable list={list} query={query} text={text} table={table} />
      {children}
    </PortalSection>
  );
}
