import styled from 'styled-components';
import type { OrderSample } from '@coffee/contracts';

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A Direct+ order's free sample on the packing list (issue 30, item 4): one more thing to put in
 * the box, after the paid lines, at no charge.
 */
export function SampleLine({ sample }: { sample: OrderSample }) {
  return (
    <li data-testid="packing-sample">
      <span>
        1 × Free sample: {sample.name}, {sample.size}
        <Note>Direct+ sample: pack it with the order</Note>
      </span>
      <span>Free</span>
    </li>
  );
}
