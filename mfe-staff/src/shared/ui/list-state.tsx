import { errorMessage } from '@coffee/platform';
import { LoadFailed } from '@coffee/ui';

/** The parts of an RTK Query result a staff list needs to say how it stands. */
export interface QueryState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Loading also while a retry after a failure is on its way (skeletons, not the old error). */
export const isFirstLoad = (q: QueryState) => q.isLoading || (q.isFetching && q.isError);

/** A list that could not load: the shop's error text and 'Try again'. */
export function ListFailed({ title, query }: { title: string; query: QueryState }) {
  return (
    <LoadFailed
      title={title}
      headingLevel={3}
      message={errorMessage(query.error, 'Please try again.')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
