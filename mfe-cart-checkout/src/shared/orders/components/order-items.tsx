import styled from 'styled-components';
import { lineName, roastedOnText, type OrderItem, type OrderSample } from '@coffee/contracts';
import { formatPrice, ProductThumb } from '@coffee/ui';
import { formatMoney } from '../../money';
import { LineAmount, LineDetails, LineList } from '../../ui/line-list';
import { MemberPriceLine, MemberTag, RegularPrice } from '../../ui/member-price';
import { orderLineTotalCents } from '../model/order-model';
import { OrderSampleItem } from './order-sample-item';

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

const Details = styled(LineDetails)`
  flex: 1;
  p {
    font-size: 0.87rem;
  }
`;

/**
 * The lines of a placed order, as they were when ordered (name, variant, image and price are
 * copies): "Ethiopia Yirgacheffe, 2 lb, pour-over"; an order from before variants shows its size.
 * A line charged at the Direct+ price shows the regular unit price under it.
 */
export function OrderItems({
  items,
  label = 'Items in this order',
  sample = null,
}: {
  items: readonly OrderItem[];
  label?: string;
  /** A Direct+ order's free sample, listed after the lines (order-sample-item.tsx). */
  sample?: OrderSample | null;
}) {
  return (
    <LineList aria-label={label}>
      {items.map((item) => (
        <Item key={item.id}>
          <ProductThumb src={item.imageUrl} size="3.5rem" />
          <Details>
            <h3>{lineName(item.name, item.variantLabel)}</h3>
            {!item.variantLabel && item.unitSize ? <p>{item.unitSize}</p> : null}
            {item.listPrice === null ? (
              <p>
                Qty {item.quantity} × {formatPrice(item.price)}
              </p>
            ) : (
              <>
                <MemberPriceLine>
                  <span>
                    Qty {item.quantity} × {formatPrice(item.price)}
                  </span>
                  <MemberTag>Direct+ price</MemberTag>
                </MemberPriceLine>
                <RegularPrice amount={formatPrice(item.listPrice)} />
              </>
            )}
            {item.roastedOn ? <p>{roastedOnText(item.roastedOn)}</p> : null}
          </Details>
          <LineAmount>{formatMoney(orderLineTotalCents(item))}</LineAmount>
        </Item>
      ))}
      {sample ? <OrderSampleItem sample={sample} /> : null}
    </LineList>
  );
}
