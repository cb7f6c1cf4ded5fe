import styled from 'styled-components';
import { accountTabPath } from '@coffee/contracts';
import { Link } from '@coffee/ui';

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  a {
    justify-self: start;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The service refused the order because the account's unpaid orders already hold as much stock
 * as one account may (409 UNPAID_ORDERS_LIMIT / UNPAID_ITEMS_LIMIT): its sentence, by the Place
 * Order button, and the way to those orders (the account page's Orders tab, where each can be
 * paid or cancelled).
 */
export function UnpaidLimit({ message }: { message: string }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Link to={accountTabPath('orders')}>Go to your unpaid orders</Link>
    </Box>
  );
}
