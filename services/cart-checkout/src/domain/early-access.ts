import {
  EARLY_ACCESS_CODE,
  earlyAccessMessage,
  NOT_RELEASED_CODE,
  notReleasedMessage,
  saleWindowAt,
  type Product,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';

/**
 * Why this shopper may not buy the product now, or null when they may (issue 30, item 2): before
 * its members' early window nobody may (409); inside it only an active Direct+ member (403 for
 * anyone else). The same words the product page shows, in the shop's time zone.
 */
export function notBuyableError(
  product: Pick<Product, 'releaseAt'>,
  isMember: boolean,
  now: Date,
  timeZone: string,
): AppError | null {
  const window = saleWindowAt(product.releaseAt, now.getTime());
  if (window === 'on-sale' || !product.releaseAt) return null;
  if (window === 'coming')
    return new AppError(409, notReleasedMessage(product.releaseAt, timeZone), NOT_RELEASED_CODE);
  return isMember
    ? null
    : new AppError(403, earlyAccessMessage(product.releaseAt, timeZone), EARLY_ACCESS_CODE);
}

/** Whether asking who the shopper is can matter: only inside a members' early window. */
export const inEarlyWindow = (product: Pick<Product, 'releaseAt'>, now: Date): boolean =>
  saleWindowAt(product.releaseAt, now.getTime()) === 'early-access';
