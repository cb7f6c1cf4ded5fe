import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, Container, Muted } from '@coffee/ui';
import { CartWidget } from './cart-widget';
import { CheckoutPage, OrderConfirmationPage, OrderDetailPage, OrdersPage } from './pages';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 4rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  nav {
    display: flex;
    align-items: center;
    gap: 1.25rem;
    margin-left: auto;
  }
`;

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.35rem;
  font-weight: 700;
`;

function StandaloneHome() {
  return (
    <Container>
      <Muted style={{ marginTop: '2rem' }}>
        Standalone page of the cart remote. Sign in through the gateway (http://localhost:8080) to
        see a cart, then open the checkout or your orders.
      </Muted>
    </Container>
  );
}

/** A bare header with the cart widget, as the shell's header would mount it, and this remote's pages. */
export function StandalonePage() {
  return (
    <>
      <Bar>
        <Container>
          <Brand to="/">{BRAND_NAME}</Brand>
          <nav>
            <Link to="/orders">Orders</Link>
            <CartWidget />
          </nav>
        </Container>
      </Bar>
      <main>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/payment-confirmation" element={<OrderConfirmationPage />} />
          <Route path="/payment-confirmation/order" element={<OrderConfirmationPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/orders/:orderId" element={<OrderDetailPage />} />
          <Route path="*" element={<StandaloneHome />} />
        </Routes>
      </main>
    </>
  );
}
