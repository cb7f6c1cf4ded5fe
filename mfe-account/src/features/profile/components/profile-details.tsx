import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PublicUser, Role } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { addressLines } from '../model/profile-values';

const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  employee: 'Employee',
  manager: 'Manager',
  admin: 'Admin',
};

const List = styled.dl`
  display: grid;
  gap: 1rem 2rem;
  margin: 0 0 1.5rem;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
  }
`;

const Wide = styled.div`
  @media (min-width: 768px) {
    grid-column: 1 / -1;
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

function Item({ term, value, extra }: { term: string; value: string | null; extra?: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value?.trim() ? value : <Missing>Not provided</Missing>}</dd>
      {extra ? <dd>{extra}</dd> : null}
    </div>
  );
}

/**
 * The spec's profile fields, as text (whatever a user typed is never read as HTML), with the
 * email's verification under the address.
 */
export function ProfileDetails({
  user,
  emailStatus,
}: {
  user: PublicUser;
  emailStatus?: ReactNode;
}) {
  const address = addressLines(user);
  return (
    <List>
      <Item term="Full name" value={user.fullName} />
      <Item term="Email" value={user.email} extra={emailStatus} />
      <Item term="Phone" value={user.phone} />
      <Item term="Username" value={user.username} />
      <Item term="Role" value={ROLE_LABELS[user.role]} />
      <Item term="Member since" value={formatDate(user.createdAt)} />
      <Wide>
        <dt>Address</dt>
        <dd>
          {address ? (
            address.map((line, i) => <div key={i}>{line}</div>)
          ) : (
            <Missing>No address information provided</Missing>
          )}
        </dd>
      </Wide>
    </List>
  );
}
