import { useState } from 'react';
import styled from 'styled-components';
import { STAFF_PAGE_SIZE, type StaffUser } from '@coffee/contracts';
import { Button, formatDate, Dialog, DialogActions } from '@coffee/ui';
import { OrderDetailDialog, ordersTable } from '../../../shared/orders';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PagedTable, usePagedList } from '../../../shared/ui/paged-list';
import { useGetCustomerOrdersQuery, useGetCustomerQuery } from '../api/customers-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Profile({ user }: { user: StaffUser }) {
  const address = [user.address, user.city, user.state, user.zipCode, user.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Facts aria-label="Profile">
      <dt>Full name</dt>
      <dd>{user.fullName ?? '—'}</dd>
      <dt>Username</dt>
      <dd>{user.username}</dd>
      <dt>Email</dt>
      <dd>{user.email}</dd>
      <dt>Phone</dt>
      <dd>{user.phone ?? '—'}</dd>
      <dt>Address</dt>
      <dd>{user.address ? address : 'No address information provided'}</dd>
      <dt>Membership</dt>
      <dd>
        {user.isDirectPlus
          ? `Direct+${user.directPlusExpiry ? `, valid until ${formatDate(user.directPlusExpiry)}` : ''}`
          : 'Standard'}
      </dd>
      <dt>Membership number</dt>
      <dd>{user.membershipNumber ?? '—'}</dd>
      <dt>Customer since</dt>
      <dd>{formatDate(user.createdAt)}</dd>
      <dt>Last sign-in</dt>
      <dd>{user.lastSignInAt ? formatDate(user.lastSignInAt) : 'Never'}</dd>
      <dt>Account</dt>
      <dd>{user.disabled ? 'Disabled' : 'Active'}</dd>
    </Facts>
  );
}

/** 'View Profile': the customer's account as it stands (GET /api/employee/customers/{id}). */
export function CustomerProfileDialog({
  customer,
  onClose,
  onViewOrders,
}: {
  customer: StaffUser;
  onClose: () => void;
  onViewOrders: () => void;
}) {
  const query = useGetCustomerQuery(customer.id);
  return (
    <Dialog title={`Profile: ${customer.fullName ?? customer.username}`} onClose={onClose}>
      {isFirstLoad(query) ? (
        <p role="status">Loading the profile…</p>
      ) : query.isError || !query.data ? (
        <ListFailed title="We couldn't load this profile" query={query} />
      ) : (
        <Profile user={query.data} />
      )}
      <DialogActions>
        <Button $variant="outline" onClick={onViewOrders}>
          View Orders
        </Button>
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'View Orders': the customer's orders, newest first, each opening its detail. */
export function CustomerOrdersDialog({
  customer,
  onClose,
}: {
  customer: StaffUser;
  onClose: () => void;
}) {
  const list = usePagedList();
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useGetCustomerOrdersQuery({
    id: customer.id,
    status: 'all',
    page: list.page,
    pageSize: STAFF_PAGE_SIZE,
  });
  return (
    <Dialog wide title={`Orders: ${customer.fullName ?? customer.username}`} onClose={onClose}>
      <PagedTable
        list={list}
        query={query}
        text={{
          failedTitle: "We couldn't load this customer's orders",
          pagerLabel: 'Customer order pages',
          noun: 'orders',
        }}
        table={ordersTable({
          label: 'Customer orders',
          empty: 'No orders yet.',
          withMoves: false,
          onView: (order) => setViewing(order.id),
        })}
      />
      <DialogActions>
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      {viewing ? <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} /> : null}
    </Dialog>
  );
}
