import { Badge } from '@coffee/ui';
import { DataTable, Stacked } from '../../../shared/ui/data-table';
import { formatDay } from '../../../shared/ui/format-day';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SAMPLE_USERS } from '../model/sample-data';

const COLUMNS = ['User', 'Role', 'Membership', 'Joined'];

export function UsersSection() {
  return (
    <PortalSection
      title="Users"
      description="Customers and staff accounts."
      sampleNote="Sample accounts: user management is not connected yet."
    >
      <DataTable label="Users" columns={COLUMNS} minWidth="36rem">
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
            <td>{formatDay(user.joined)}</td>
          </tr>
        ))}
      </DataTable>
    </PortalSection>
  );
}
