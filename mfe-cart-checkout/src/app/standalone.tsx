import styled from 'styled-components';
import type { StandaloneOptions } from '@coffee/platform/standalone';
import { BRAND_NAME, Container, Link } from '@coffee/ui';
import cartWidget from './cart-widget';
import orderHistory from './order-history';
import pages from './pages';
import subscribeBox from './subscribe-box';
import subscriptions from './subscriptions';

const { CheckoutPage, OrderConfirmationPage, OrdersPage, OrderDetailPage, TrackOrderPage } =
  pages.pages;
const CartWidget = cartWidget.component;
const OrderHistory = orderHistory.component;
const SubscribeBox = subscribeBox.component;
const Subscriptions = subscriptions.component;

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 4rem;
  }
  a {
    color: inherit;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.35rem;
    font-weight: 700;
    text-decoration: none;
  }
`;

/** Stands in for the shop's header, where the shell mounts this remote's cart widget. */
function StandaloneHeader() {
  return (
    <Bar>
      <Container>
        <Link to="/">{BRAND_NAME}</Link>
        <CartWidget />
      </Container>
    </Bar>
  );
}

/** This remote on its own (`npm run dev -w mfe-cart-checkout`): its pages at the shell's paths. */
export const standalone: StandaloneOptions = {
  remote: 'cart_checkout',
  header: <StandaloneHeader />,
  routes: [
    { path: '/checkout', element: <CheckoutPage />, label: 'Checkout' },
    {
      path: '/payment-confirmation',
      element: <OrderConfirmationPage />,
      label: 'Latest order confirmation',
    },
    { path: '/payment-confirmation/order', element: <OrderConfirmationPage /> },
    { path: '/orders', element: <OrdersPage />, label: 'Your orders' },
    { path: '/orders/:orderId', element: <OrderDetailPage /> },
    { path: '/track-order', element: <TrackOrderPage />, label: 'Track an order' },
    // Not a shop route: the widget alone, as the account page's Orders tab shows it.
    {
      path: '/order-history',
      element: <OrderHistory />,
      label: 'The order history widget (the account page’s Orders tab)',
    },
    {
      path: '/subscriptions',
      element: <Subscriptions />,
      label: 'The subscriptions widget (the account page’s Subscriptions tab)',
    },
    // The product page's path (the widget reads :id and ?variant= from it), the widget alone.
    { path: '/product/:id', element: <SubscribeBox /> },
  ],
};
