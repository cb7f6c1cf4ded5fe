import type { ReactNode } from 'react';
import { Skeleton } from '@coffee/ui';
import { MessageRow } from './data-table';

/** Placeholder rows while a table's first page loads; hidden from assistive technology. */
export function SkeletonRows({ colSpan, testId }: { colSpan: number; testId?: string }) {
  return (
    <>
      {Array.from({ length: 4 }, (_, i) => (
        <tr key={i} aria-hidden="true" data-testid={testId}>
          <td colSpan={colSpan}>
            <Skeleton $h="1.6rem" />
          </td>
        </tr>
      ))}
    </>
  );
}

/** A table body that says how the list stands: loading, empty (in the table itself), or its rows. */
export function ListRows<T>({
  items,
  loading,
  colSpan,
  empty,
  skeleton,
  children,
}: {
  items: readonly T[];
  loading: boolean;
  colSpan: number;
  empty: ReactNode;
  /** Placeholder rows shaped like the real ones, where a table has its own. */
  skeleton?: ReactNode;
  /** One row per item, with its key. */
  children: (item: T) => ReactNode;
}) {
  if (loading) return <>{skeleton ?? <SkeletonRows colSpan={colSpan} />}</>;
  if (items.length === 0) return <MessageRow colSpan={colSpan}>{empty}</MessageRow>;
  return <>{items.map(children)}</>;
}
