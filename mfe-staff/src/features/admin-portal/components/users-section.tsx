import { Badge, formatDate } from '@coffee/ui';
import { Stacked, Table, TableScroll } from '../../../shared/ui/data-table';
import { SampleNote, SectionHeader } from '../../../shared/ui/section-header';
import { SAMPLE_USERS } from '../data/sample-data';

export function UsersSection() {
  return (
    <section>
      <SectionHeader
        id="admin-users-title"
        title="Users"
        description="Customers and staff accounts."
      />
      <TableScroll label="Users">
        <Table $minWidth="36rem">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Membership</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_USERS.map((user) => (
              <tr key={user.id}>
                <td>
                  <Stacked>
                    <span>{user.name}</span>
                    <span>{user.email}</span>
                  </Stacked>
                </td>
                <td>{user.role}</td>
                <td>
                  <Badge $tone={user.membership === 'Direct+' ? 'accent' : 'neutral'}>
                    {user.membership}
                  </Badge>
                </td>
                <td>{formatDate(`${user.joined}T12:00:00`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <SampleNote>Sample accounts: user management is not connected yet.</SampleNote>
    </section>
  );
}
