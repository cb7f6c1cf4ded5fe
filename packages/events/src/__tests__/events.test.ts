import { emit, on } from '..';

describe('event bus', () => {
  it('when an event is emitted, then subscribers get its detail until they unsubscribe', () => {
    const seen: unknown[] = [];
    const off = on('cart-changed', (d) => seen.push(d));
    emit('cart-changed', { itemCount: 3 });
    off();
    emit('cart-changed', { itemCount: 4 });
    expect(seen).toEqual([{ itemCount: 3 }]);
  });

  it('when open-cart is emitted, then it is a plain document event any listener can hear', () => {
    const listener = jest.fn();
    document.addEventListener('open-cart', listener);
    emit('open-cart');
    document.removeEventListener('open-cart', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
