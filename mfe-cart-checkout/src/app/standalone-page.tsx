import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, Container, Muted } from '@coffee/ui';
import { CartWidget } from './cart-widget';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  > div { display: flex; align-items: center; justify-content: space-between; min-height: 4rem; }
  a { color: inherit; text-decoration: none; font-family: ${({ theme }) => theme.fonts.heading}; font-size: 1.35rem; font-weight: 700; }
`;

/** A bare header with the cart widget, as the shell's header would mount it. */
export function StandalonePage() {
  return (
    <>
      <Bar>
        <Container>
          <Link to="/">{BRAND_NAME}</Link>
          <CartWidget />
        </Container>
      </Bar>
      <Container as="main">
        <Muted style={{ marginTop: '2rem' }}>
          Standalone page of the cart remote. Sign in through the gateway (http://localhost:8080) to see a cart.
        </Muted>
      </Container>
    </>
  );
}
