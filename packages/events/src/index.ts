/**
 * The typed cross-MFE event bus: DOM CustomEvents on `document`, so that parts built and
 * released separately talk without importing each other. The spec's `open-cart` is one.
 */
export interface ShopEventMap {
  /** Ask the cart drawer to open (header button, add-to-cart, signed-out add attempt). */
  'open-cart': undefined;
  /** The cart changed somewhere; listeners may refresh their counts. */
  'cart-changed': { itemCount: number } | undefined;
}

export type ShopEventName = keyof ShopEventMap;

export function emit<K extends ShopEventName>(
  type: K,
  ...detail: ShopEventMap[K] extends undefined ? [] : [ShopEventMap[K]]
): void {
  document.dispatchEvent(new CustomEvent(type, { detail: detail[0] }));
}

/** Subscribe; returns the unsubscribe function (handy as a React effect cleanup). */
export function on<K extends ShopEventName>(
  type: K,
  handler: (detail: ShopEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  document.addEventListener(type, listener);
  return () => document.removeEventListener(type, listener);
}
