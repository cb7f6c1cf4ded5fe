import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, type Session } from '@coffee/platform';
import { ButtonLink, LoadFailed, Muted, Skeleton, bareList } from '@coffee/ui';

const List = styled.ul<{ $gap: string }>`
  ${bareList}
  display: grid;
  gap: ${({ $gap }) => $gap};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  h3 {
    margin: 0;
  }
`;

type SignedIn = NonNullable<Session['user']>;

/** The parts of a query for the shopper's own things that say how it stands. */
interface OwnQuery<T> {
  data?: readonly T[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * An account tab listing the signed-in shopper's own things (favorites, reviews): a skeleton
 * while the session or the list loads, a line when signed out, the error with 'Try again', an
 * empty state that sends to the products, or the list.
 */
export function OwnList<T>({
  session,
  query,
  texts,
  skeletonHeight,
  gap,
  children,
}: {
  session: Pick<Session, 'user' | 'isLoading'>;
  query: OwnQuery<T>;
  texts: {
    loading: string;
    signedOut: string;
    failed: string;
    emptyTitle: string;
    emptyText: string;
    /** The list's accessible name. */
    list: string;
  };
  skeletonHeight: string;
  /** Space between the items. */
  gap: string;
  /** One item, with its key. */
  children: (item: T, user: SignedIn) => ReactNode;
}) {
  const { user } = session;
  if (session.isLoading || (user && query.isLoading)) {
    return (
      <div aria-busy="true" aria-label={texts.loading}>
        <Skeleton $h={skeletonHeight} />
      </div>
    );
  }
  if (!user) return <Muted>{texts.signedOut}</Muted>;
  if (query.isError) {
    return (
      <LoadFailed
        headingLevel={3}
        title={texts.failed}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <Empty>
        <h3>{texts.emptyTitle}</h3>
        <Muted>{texts.emptyText}</Muted>
        <ButtonLink to="/category/all">Browse Products</ButtonLink>
      </Empty>
    );
  }
  return (
    <List $gap={gap} aria-label={texts.list}>
      {items.map((item) => children(item, user))}
    </List>
  );
}
