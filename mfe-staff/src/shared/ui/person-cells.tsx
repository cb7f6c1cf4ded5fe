import { Badge, formatDate } from '@coffee/ui';
import type { Column } from './data-table';

/** A person's membership as the staff tables show it: Direct+ stands out, Standard does not. */
export function MembershipBadge({ person }: { person: { isDirectPlus: boolean } }) {
  return (
    <Badge $tone={person.isDirectPlus ? 'accent' : 'neutral'}>
      {person.isDirectPlus ? 'Direct+' : 'Standard'}
    </Badge>
  );
}

interface AccountDates {
  createdAt: string;
  lastSignInAt: string | null;
}

/** An account's two dates, each a column under the heading its tab gives it. */
export function accountDateColumns<T extends AccountDates>(
  since: string,
  lastSignIn: string,
): [Column<T>, Column<T>] {
  return [
    { header: since, cell: (person) => formatDate(person.createdAt) },
    {
      header: lastSignIn,
      cell: (person) => (person.lastSignInAt ? formatDate(person.lastSignInAt) : 'Never'),
    },
  ];
}
