import styled from 'styled-components';
import { PinIcon } from '../icons';

/** The spec's fixed delivery label: informative only, there is no address picker. */
export const DELIVERY_POSTCODE = '10001';

const Wrap = styled.p`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  margin: 0;
  font-size: 0.8rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    color: ${({ theme }) => theme.colors.accent};
    flex: none;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  /* One short line under the search box on a phone; two lines beside the logo from md. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    strong {
      display: block;
      font-size: 0.9rem;
    }
  }
`;

export function DeliverTo() {
  return (
    <Wrap>
      <PinIcon />
      <span>
        Deliver to <strong>New York {DELIVERY_POSTCODE}</strong>
      </span>
    </Wrap>
  );
}
