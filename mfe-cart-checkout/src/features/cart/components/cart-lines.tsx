import styled from 'styled-components';
import type { CartItem } from '@coffee/contracts';
import {
  cartLineImage,
  cartLineName,
  cartLineProblem,
  cartLineSize,
  type CartLinePrice,
  type CartPricing,
} from '../../../shared/cart';
import { formatMoney } from '../../../shared/money';
import { LineAmount, LineDetails, LineList, LineProblem } from '../../../shared/ui/line-list';
import { MemberPriceLine, MemberTag, RegularPrice } from '../../../shared/ui/member-price';
import { useCartLineActions } from '../model/use-cart-line-actions';
import { QuantityStepper } from './quantity-stepper';
import { ProductThumb } from '@coffee/ui';

const Item = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  gap: 0.85rem;
  align-items: start;
  padding: 1.1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.9rem;
  margin-top: 0.6rem;
`;

const Remove = styled.button`
  border: 0;
  padding: 0.25rem 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

/** "$18.00 each"; at the member price "$16.20 each" with its pill, and "Regular $18.00" under it. */
function UnitPrice({ price }: { price: CartLinePrice }) {
  if (!price.isMemberPrice) return <p>{formatMoney(price.unitCents)} each</p>;
  return (
    <>
      <MemberPriceLine>
        <span>{formatMoney(price.unitCents)} each</span>
        <MemberTag>Direct+ price</MemberTag>
      </MemberPriceLine>
      <RegularPrice amount={formatMoney(price.listUnitCents)} />
    </>
  );
}

function CartLineItem({
  line,
  price,
  cartBusy,
}: {
  line: CartItem;
  price: CartLinePrice | null;
  cartBusy: boolean;
}) {
  const { setQuantity, removeLine, isBusy } = useCartLineActions(line);
  const total = price?.totalCents ?? null;
  const name = cartLineName(line);
  const problem = cartLineProblem(line);
  const size = cartLineSize(line);
  // While the cart refreshes its quantity may be stale: a second press would repeat the first.
  const busy = isBusy || cartBusy;
  return (
    <Item aria-busy={busy || undefined}>
      <ProductThumb src={cartLineImage(line)} size="4.5rem" />
      <LineDetails>
        <h3>{name}</h3>
        {size ? <p>{size}</p> : null}
        {price ? <UnitPrice price={price} /> : null}
        {problem === 'sold-out' ? <LineProblem>Out of stock</LineProblem> : null}
        {problem === 'retired' ? (
          <LineProblem>This size or grind is no longer sold</LineProblem>
        ) : null}
        <Controls>
          {problem !== 'gone' && problem !== 'retired' ? (
            <QuantityStepper
              name={name}
              quantity={line.quantity}
              busy={busy}
              onChange={(q) => void setQuantity(q)}
            />
          ) : null}
          <Remove
            type="button"
            aria-label={`Remove ${name}`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void removeLine();
            }}
          >
            Remove
          </Remove>
        </Controls>
      </LineDetails>
      <LineAmount
        aria-label={total === null ? 'Line total unavailable' : `Line total ${formatMoney(total)}`}
      >
        {total === null ? '—' : formatMoney(total)}
      </LineAmount>
    </Item>
  );
}

/**
 * Each item: image, name with its size and grind, price, quantity plus and minus, remove, line
 * total; all priced for this shopper (member prices for an active Direct+ member).
 */
export function CartLines({
  lines,
  pricing,
  busy,
}: {
  lines: readonly CartItem[];
  pricing: CartPricing;
  busy: boolean;
}) {
  return (
    <LineList aria-label="Items in your cart">
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          price={pricing.lines.get(line.id) ?? null}
          cartBusy={busy}
        />
      ))}
    </LineList>
  );
}
