import { createElement, type ComponentType } from 'react';
import { RemoteRoot } from '@coffee/platform';
import { CheckoutPage as CheckoutView } from '../features/checkout';
import { OrderConfirmationPage as OrderConfirmationView } from '../features/order-confirmation';
import { OrderDetailPage as OrderDetailView, OrdersPage as OrdersView } from '../features/orders';

/** Marks what this remote rendered (and which build), as the composition contract asks. */
function exposed(Page: ComponentType, displayName: string): ComponentType {
  function Exposed() {
    return createElement(RemoteRoot, {
      name: 'cart_checkout',
      release: __RELEASE__,
      children: createElement(Page),
    });
  }
  Exposed.displayName = displayName;
  return Exposed;
}

/** What the shell's route table may render from this remote (`cart_checkout/pages`). */
export const CheckoutPage = exposed(CheckoutView, 'CheckoutPage');
export const OrderConfirmationPage = exposed(OrderConfirmationView, 'OrderConfirmationPage');
export const OrdersPage = exposed(OrdersView, 'OrdersPage');
export const OrderDetailPage = exposed(OrderDetailView, 'OrderDetailPage');
