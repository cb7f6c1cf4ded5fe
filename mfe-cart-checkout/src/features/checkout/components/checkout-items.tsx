import styled from 'styled-components';
import type { CartItem } from '@coffee/contracts';
import {
  cartLineImage,
  cartLineName,
  cartLineProblem,
  cartLineSize,
  type CartPricing,
} from '../../../shared/cart';
import { formatMoney } from '../../../shared/money';
import { LineAmount, LineList, LineProblem } from '../../../shared/ui/line-list';
import { MemberPriceLine, MemberTag, RegularPrice } from '../../../shared/ui/member-price';
import { ProductThumb } from '@coffee/ui';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  padding: 0.7rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  p:first-child {
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/**
 * The cart's lines as the checkout shows them: image, name with size and grind, quantity, price
 * (the member price with the regular one under it, for an active Direct+ member).
 */
export function CheckoutItems({
  lines,
  pricing,
  label,
}: {
  lines: readonly CartItem[];
  pricing: CartPricing;
  label: string;
}) {
  return (
    <LineList aria-label={label}>
      {lines.map((line) => {
        const price = pricing.lines.get(line.id);
        const quantity = (
          <>
            Qty {line.quantity}
            {price ? ` × ${formatMoney(price.unitCents)}` : ''}
          </>
        );
        const problem = cartLineProblem(line);
        const size = cartLineSize(line);
        return (
          <Item key={line.id}>
            <ProductThumb src={cartLineImage(line)} size="3.25rem" />
            <Text>
              <p>{cartLineName(line)}</p>
              {size ? <p>{size}</p> : null}
              {price?.isMemberPrice ? (
                <>
                  <MemberPriceLine>
                    <span>{quantity}</span>
                    <MemberTag>Direct+ price</MemberTag>
                  </MemberPriceLine>
                  <RegularPrice amount={formatMoney(price.listUnitCents)} />
                </>
              ) : (
                <p>{quantity}</p>
              )}
              {problem === 'sold-out' ? <LineProblem>Out of stock</LineProblem> : null}
              {problem === 'retired' ? (
                <LineProblem>
                  No longer sold in this size or grind: remove it to continue
                </LineProblem>
              ) : null}
              {problem === 'gone' ? (
                <LineProblem>Remove it from your cart to continue</LineProblem>
              ) : null}
            </Text>
            <LineAmount>{price ? formatMoney(price.totalCents) : '—'}</LineAmount>
          </Item>
        );
      })}
    </LineList>
  );
}
