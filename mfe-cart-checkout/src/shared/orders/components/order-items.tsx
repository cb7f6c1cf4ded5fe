import styled from 'styled-components';
import type { OrderItem } from '@coffee/contracts';
import { formatPrice, ProductThumb } from '@coffee/ui';
import { formatMoney } from '../../money';
import { orderLineTotalCents } from '../model/order-model';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  gap: 0.9rem;
  align-items: center;
  padding: 0.85rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Details = styled.div`
  flex: 1;
  min-width: 0;
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.98rem;
    font-weight: 600;
    margin: 0 0 0.15rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.87rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const LineTotal = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** The lines of a placed order, as they were when ordered (name, image and price are copies). */
export function OrderItems({
  items,
  label = 'Items in this order',
}: {
  items: readonly OrderItem[];
  label?: string;
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={item.id}>
          <ProductThumb src={item.imageUrl} size="3.5rem" />
          <Details>
            <h3>{item.name}</h3>
            {item.unitSize ? <p>{item.unitSize}</p> : null}
            <p>
              Qty {item.quantity} × {formatPrice(item.price)}
            </p>
          </Details>
          <LineTotal>{formatMoney(orderLineTotalCents(item))}</LineTotal>
        </Item>
      ))}
    </List>
  );
}
