import { MAX_LINE_QUANTITY, type CartItem, type Product } from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import { inEarlyWindow, notBuyableError } from './early-access';
import { stockProblem, toCartItem } from './cart';
import { CART_ITEM_NOT_FOUND_MESSAGE, PRODUCT_NOT_FOUND_MESSAGE, outOfStockError } from './errors';
import type { KeyedLock } from './keyed-lock';
import type { CartRepository, MemberDirectory, ProductCatalog } from './ports';
import type { ShopCalendarSource } from './subscriptions/ports';
import {
  defaultVariantIdOf,
  lineVariantId,
  variantError,
  variantLineName,
  variantOf,
} from './variants';

/** How often an add re-reads the line when another instance changed it in between. */
const MAX_ATTEMPTS = 5;

const notFound = () => new AppError(404, CART_ITEM_NOT_FOUND_MESSAGE, 'NOT_FOUND');

function tooMany(name: string, inCart: number): AppError {
  return new AppError(
    400,
    `You already have ${inCart} of ${name} in your cart; a cart line holds at most ${MAX_LINE_QUANTITY}`,
    'QUANTITY_LIMIT',
  );
}

/**
 * The signed-in user's cart. Every write runs under the user's lock (see keyed-lock.ts), and
 * prices are never stored: a line is priced from the catalog's variant whenever it is shown or
 * ordered. A line is one product in one variant (bag size x grind).
 */
export function createCartUseCases(deps: {
  carts: CartRepository;
  catalog: ProductCatalog;
  lock: KeyedLock;
  /** Who is a Direct+ member now (early access), the clock and the shop's zone (its words). */
  members: MemberDirectory;
  calendar: ShopCalendarSource;
  clock?: Clock;
}) {
  const { carts, catalog, lock, members, calendar } = deps;
  const now = () => deps.clock?.now() ?? new Date();

  /**
   * A product not on sale to everyone yet is added only by whom it is on sale to: refused by the
   * server, not only hidden by the page. The account service is asked only inside an early
   * window, as it stands at this request (a lapsed member is refused from the next one).
   */
  async function assertBuyable(userId: string, product: Product, requestId?: string) {
    if (!product.releaseAt) return;
    const at = now();
    const isMember = inEarlyWindow(product, at)
      ? (await members.findMember(userId, requestId))?.isDirectPlus === true
      : false;
    const { timeZone } = await calendar.current(requestId);
    const refusal = notBuyableError(product, isMember, at, timeZone);
    if (refusal) throw refusal;
  }

  const productOf = async (productId: string, requestId?: string): Promise<Product | null> =>
    (await catalog.findProducts([productId], requestId)).get(productId) ?? null;

  /** The variant on sale, or the 400 that says why not (nothing changes then). */
  async function variantOnSale(product: Product, variantId: string, requestId?: string) {
    const variant = variantOf(product, variantId);
    if (variant) return variant;
    throw variantError(await catalog.variantAbsence(product.id, variantId, requestId));
  }

  return {
    /** Oldest line first; a line whose product left the catalog is listed with product null. */
    async getCart(userId: string, requestId?: string): Promise<CartItem[]> {
      const items = await carts.listByUser(userId);
      if (items.length === 0) return [];
      const products = await catalog.findProducts(
        items.map((item) => item.productId),
        requestId,
      );
      return items.map((item) => toCartItem(item, products.get(item.productId) ?? null));
    },

    /** Adds to the line of this product and variant (absent: the default), creating it if needed. */
    async addItem(
      userId: string,
      input: { productId: string; variantId?: string | undefined; quantity: number },
      requestId?: string,
    ): Promise<CartItem> {
      const product = await productOf(input.productId, requestId);
      if (!product) throw new AppError(404, PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND');
      await assertBuyable(userId, product, requestId);
      const variantId = input.variantId ?? defaultVariantIdOf(product);
      const variant = await variantOnSale(product, variantId, requestId);
      const name = variantLineName(product, variant);
      const isDefault = variantId === defaultVariantIdOf(product);

      return lock(userId, async () => {
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
          // A line stored before variants stands for the default variant: it is that line.
          const line =
            (await carts.findByProduct(userId, product.id, variantId)) ??
            (isDefault ? await carts.findByProduct(userId, product.id, null) : null);
          const inCart = line?.quantity ?? 0;
          const quantity = inCart + input.quantity;
          if (quantity > MAX_LINE_QUANTITY) throw tooMany(name, inCart);
          const problem = stockProblem(product, variant, quantity);
          if (problem) throw outOfStockError(product, variant, problem);

          // Compare-and-set / insert-or-duplicate: if another instance changed the line since we
          // read it, nothing is written and we read again.
          const saved = line
            ? await carts.compareAndSetQuantity(userId, line.id, line.quantity, quantity, {
                variantId,
                variantLabel: variant.label,
              })
            : await carts.insert({
                userId,
                productId: product.id,
                variantId,
                quantity,
                productName: product.name,
                variantLabel: variant.label,
              });
          if (saved && saved !== 'duplicate') return toCartItem(saved, product);
        }
        throw new AppError(409, 'Your cart changed meanwhile. Please try again.', 'CART_CONFLICT');
      });
    },

    /**
     * Sets a line's quantity; raising it checks the variant's stock (a variant no longer sold
     * cannot be raised), lowering it always works.
     */
    async updateItem(
      userId: string,
      itemId: string,
      quantity: number,
      requestId?: string,
    ): Promise<CartItem> {
      return lock(userId, async () => {
        const line = await carts.findOwned(userId, itemId);
        if (!line) throw notFound();
        const product = await productOf(line.productId, requestId);
        const variantId = lineVariantId(line.variantId, product);
        if (product && variantId && quantity > line.quantity) {
          await assertBuyable(userId, product, requestId);
          const variant = await variantOnSale(product, variantId, requestId);
          const problem = stockProblem(product, variant, quantity);
          if (problem) throw outOfStockError(product, variant, problem);
        }
        const saved = await carts.setQuantity(userId, itemId, quantity);
        if (!saved) throw notFound();
        return toCartItem(saved, product);
      });
    },

    async removeItem(userId: string, itemId: string): Promise<void> {
      await lock(userId, async () => {
        if (!(await carts.remove(userId, itemId))) throw notFound();
      });
    },
  };
}
export type CartUseCases = ReturnType<typeof createCartUseCases>;
