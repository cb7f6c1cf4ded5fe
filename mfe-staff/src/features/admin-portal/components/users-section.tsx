import { ROLE_LABELS, roles, type Role, type StaffUser } from '@coffee/contracts';
import { Badge } from '@coffee/ui';
import { Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { PagedTable, useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetStaffUsersQuery } from '../api/users-api';
import { AccountStatusButton, RoleSelect } from './user-controls';
import { formatDate } from '@coffee/ui';

const ROLE_FILTERS: FilterOption<Role | 'all'>[] = [
  { value: 'all', label: 'All' },
  ...roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

const COLUMNS = ['User', 'Role', 'Membership', 'Joined', 'Last sign-in', 'Status'];

function UserRow({ user }: { user: StaffUser }) {
  const nameId = `staff-user-${user.id}`;
  return (
    <tr>
      <th scope="row">
        <Stacked>
          <span id={nameId}>{user.fullName ?? user.username}</span>
          <span>
            {user.username} · {user.email}
          </span>
        </Stacked>
      </th>
      <td>
        <RoleSelect user={user} describedBy={nameId} />
      </td>
      <td>
        <Badge $tone={user.isDirectPlus ? 'accent' : 'neutral'}>
          {user.isDirectPlus ? 'Direct+' : 'Standard'}
        </Badge>
      </td>
      <td>{formatDate(user.createdAt)}</td>
      <td>{user.lastSignInAt ? formatDate(user.lastSignInAt) : 'Never'}</td>
      <td>
        <AccountStatusButton user={user} describedBy={nameId} />
      </td>
    </tr>
  );
}

export function UsersSection() {
  const list = usePagedList();
  const [role, filterByRole] = useListFilter<Role | 'all'>(list, 'all');
  const query = useGetStaffUsersQuery({
    segment: 'all',
    ...(role === 'all' ? {} : { role }),
    ...list.params,
  });

  return (
    <PortalSection
      title="Users"
      description="Customers and staff accounts: roles and who may sign in."
      toolbar={
        <>
          <FilterGroup
            label="Filter users by role"
            options={ROLE_FILTERS}
            value={role}
            onChange={filterByRole}
          />
          <SearchBox
            label="Search users"
            placeholder="Search by name, username or email..."
            onSearch={list.search}
          />
        </>
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the accounts"
        pagerLabel="User pages"
        noun="accounts"
        label="Users"
        columns={COLUMNS}
        minWidth="56rem"
        empty={list.q ? 'No accounts match this search.' : 'No accounts yet.'}
      >
        {(user) => <UserRow key={user.id} user={user} />}
      </PagedTable>
    </PortalSection>
  );
}
