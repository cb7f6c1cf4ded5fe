import { RemoteRoot } from '@coffee/platform';
import { CartWidget as Widget } from '../features/cart';

/** `cart_checkout/CartWidget`: the header's cart button and its drawer. */
export function CartWidget() {
  return (
    <RemoteRoot name="cart_checkout" release={__RELEASE__}>
      <Widget />
    </RemoteRoot>
  );
}

export default CartWidget;
