import { useState } from 'react';
import { ROLE_LABELS, roles, STAFF_PAGE_SIZE, type Role, type StaffUser } from '@coffee/contracts';
import { Badge, Skeleton, Pager } from '@coffee/ui';
import { DataTable, MessageRow, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
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
  const [role, setRole] = useState<Role | 'all'>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetStaffUsersQuery({
    segment: 'all',
    ...(role === 'all' ? {} : { role }),
    q,
    page,
    pageSize: STAFF_PAGE_SIZE,
  });
  const loading = isFirstLoad(query);
  const users = query.data?.items ?? [];

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (users.length === 0)
    body = (
      <MessageRow colSpan={COLUMNS.length}>
        {q ? 'No accounts match this search.' : 'No accounts yet.'}
      </MessageRow>
    );
  else body = users.map((user) => <UserRow key={user.id} user={user} />);

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
            onChange={(value) => {
              setRole(value);
              setPage(1);
            }}
          />
          <SearchBox
            label="Search users"
            placeholder="Search by name, username or email..."
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </>
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the accounts" query={query} />
      ) : (
        <>
          <DataTable label="Users" columns={COLUMNS} minWidth="56rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="User pages"
            noun="accounts"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
    </PortalSection>
  );
}
