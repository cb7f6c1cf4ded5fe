import styled from 'styled-components';
import type { OrderSample } from '@coffee/contracts';
import { formatPrice } from '@coffee/ui';
import { LineAmount, LineDetails } from '../../ui/line-list';
import { MemberPriceLine, MemberTag } from '../../ui/member-price';

/** The same row as the order's other lines (order-items.tsx); the line above draws the rule. */
const Item = styled.li`
  display: flex;
  gap: 0.9rem;
  align-items: center;
  padding: 0.85rem 0;
`;

/** Where a product picture would be: the sample's size on the Direct+ colour, same footprint. */
const SizeTile = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.8rem;
  font-weight: 800;
`;

const Details = styled(LineDetails)`
  flex: 1;
  p {
    font-size: 0.87rem;
  }
`;

/**
 * A Direct+ order's free 2 oz sample (issue 30, item 4), as one more line of the order: which
 * coffee, that it is a member's gift, what it is worth, and that it costs nothing.
 */
export function OrderSampleItem({ sample }: { sample: OrderSample }) {
  return (
    <Item data-testid="order-sample">
      <SizeTile aria-hidden="true">{sample.size}</SizeTile>
      <Details>
        <h3>Free sample: {sample.name}</h3>
        <MemberPriceLine>
          <span>{sample.size} sample</span>
          <MemberTag>Direct+ gift</MemberTag>
        </MemberPriceLine>
        <p>Worth {formatPrice(sample.value)}, on us</p>
      </Details>
      <LineAmount>Free</LineAmount>
    </Item>
  );
}
