import {
  canBuyAt,
  earlyAccessMessage,
  notReleasedMessage,
  releaseText,
  saleWindowAt,
  type Product,
  type SaleWindow,
} from '@coffee/contracts';
import { useSession } from '@coffee/platform';

export interface SaleState {
  window: SaleWindow;
  /** This shopper may add it now (the cart's own rule; it refuses anyone else). */
  canBuy: boolean;
  /** What the page says about it, or null when it is simply on sale. */
  note: string | null;
}

/**
 * Where a product stands for this shopper (issue 30, item 2): on sale, in the members' early
 * window (a member may buy, anyone else reads when it comes), or coming. Until the session has
 * answered, and on a page the server rendered, the shopper counts as not a member: the words are
 * true whoever it turns out to be, and a member's Add to Cart opens once the session says so.
 */
export function useSaleState(product: Pick<Product, 'releaseAt'>): SaleState {
  const { isLoading, isDirectPlus } = useSession();
  const isMember = !isLoading && isDirectPlus;
  const now = Date.now();
  const window = saleWindowAt(product.releaseAt, now);
  const canBuy = canBuyAt(product.releaseAt, isMember, now);
  let note: string | null = null;
  if (product.releaseAt && window === 'coming') note = notReleasedMessage(product.releaseAt);
  else if (product.releaseAt && window === 'early-access')
    note = isMember
      ? `Direct+ early access: on sale to everyone from ${releaseText(product.releaseAt)}`
      : earlyAccessMessage(product.releaseAt);
  return { window, canBuy, note };
}
