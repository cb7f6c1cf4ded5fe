import { ROLE_LABELS, roles, type Role, type StaffUser } from '@coffee/contracts';
import { Stacked, type Column } from '../../../shared/ui/data-table';
import { type FilterOption } from '../../../shared/ui/filter-group';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { accountDateColumns, MembershipBadge } from '../../../shared/ui/person-cells';
import { useGetStaffUsersQuery } from '../api/users-api';
import { AccountStatusButton, RoleSelect } from './user-controls';

const ROLE_FILTERS: FilterOption<Role | 'all'>[] = [
  { value: 'all', label: 'All' },
  ...roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

/** The name cell's id: the row's role select and status button are described by it. */
const nameId = (user: StaffUser) => `staff-user-${user.id}`;

const [joined, lastSignIn] = accountDateColumns<StaffUser>('Joined', 'Last sign-in');

const COLUMNS: Column<StaffUser>[] = [
  {
    header: 'User',
    rowHeader: true,
    cell: (user) => (
      <Stacked>
        <span id={nameId(user)}>{user.fullName ?? user.username}</span>
        <span>
          {user.username} · {user.email}
        </span>
      </Stacked>
    ),
  },
  { header: 'Role', cell: (user) => <RoleSelect user={user} describedBy={nameId(user)} /> },
  { header: 'Membership', cell: (user) => <MembershipBadge person={user} /> },
  joined,
  lastSignIn,
  {
    header: 'Status',
    cell: (user) => <AccountStatusButton user={user} describedBy={nameId(user)} />,
  },
];

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Users',
  description: 'Customers and staff accounts: roles and who may sign in.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name, username or email...',
  failedTitle: "We couldn't load the accounts",
  pagerLabel: 'User pages',
  noun: 'accounts',
};

export function UsersSection() {
  const list = usePagedList();
  const role = useListFilter<Role | 'all'>(list, 'all');
  const query = useGetStaffUsersQuery({
    segment: 'all',
    ...(role.value === 'all' ? {} : { role: role.value }),
    ...list.params,
  });

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      filters={[{ label: 'Filter users by role', options: ROLE_FILTERS, ...role }]}
      table={{
        label: 'Users',
        columns: COLUMNS,
        minWidth: '56rem',
        empty: list.q ? 'No accounts match this search.' : 'No accounts yet.',
      }}
    />
  );
}
