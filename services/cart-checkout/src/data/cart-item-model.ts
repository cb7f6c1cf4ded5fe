import { MAX_LINE_QUANTITY } from '@coffee/contracts';
import { modelOn } from '@coffee/service-defaults';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** A line's quantity, in the cart and in an order: a whole number from 1 to the contracts' cap. */
export const lineQuantity = {
  type: Number,
  required: true,
  default: 1,
  min: 1,
  max: MAX_LINE_QUANTITY,
  validate: Number.isInteger,
} as const;

const cartItemSchema = new Schema(
  {
    /** The account service's user id (the JWT `sub`); users live in another database. */
    userId: { type: String, required: true },
    /** The catalog service's product id. */
    productId: { type: String, required: true },
    /**
     * The catalog's variant id ("2lb-pour-over", "default"). Absent on lines stored before
     * variants: such a line stands for the product's default variant.
     */
    variantId: { type: String },
    quantity: lineQuantity,
    /** The name when added: lets the checkout name a product that has since left the catalog. */
    productName: { type: String },
    /** The variant's label when added ("2 lb, pour-over"), for a variant no longer sold. */
    variantLabel: { type: String },
  },
  { collection: 'cart_items', timestamps: { createdAt: true, updatedAt: true }, strict: 'throw' },
);

// One line per product and variant per user: adding the same variant again raises its quantity;
// another variant of the product is another line. (It replaced { userId, productId }, which
// dropLegacyCartIndex removes from databases made before variants.)
cartItemSchema.index({ userId: 1, productId: 1, variantId: 1 }, { unique: true });
cartItemSchema.index({ userId: 1, createdAt: 1 });

export type CartItemDoc = InferSchemaType<typeof cartItemSchema>;

export const cartItemModel = modelOn('CartItem', cartItemSchema);
export type CartItemModel = ReturnType<typeof cartItemModel>;

/** The unique index of the cart before variants: one line per product, whatever its variant. */
export const LEGACY_CART_INDEX = 'userId_1_productId_1';

/**
 * Drops the pre-variant unique index { userId, productId } if this database still has it (it
 * would refuse a second variant of a product). Idempotent: run at every start, after the new
 * index exists, so no moment is without a uniqueness guard.
 */
export async function dropLegacyCartIndex(connection: Connection): Promise<boolean> {
  const collection = cartItemModel(connection).collection;
  const indexes = await collection.indexes().catch(() => []);
  if (!indexes.some((index) => index.name === LEGACY_CART_INDEX)) return false;
  try {
    await collection.dropIndex(LEGACY_CART_INDEX);
  } catch (err) {
    // Another instance starting at the same moment dropped it first.
    if ((err as { codeName?: string }).codeName !== 'IndexNotFound') throw err;
  }
  return true;
}
