import { MAX_LINE_QUANTITY } from '@coffee/contracts';
import { modelOn } from '@coffee/service-defaults';
import { Schema, type InferSchemaType } from 'mongoose';

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
    quantity: lineQuantity,
    /** The name when added: lets the checkout name a product that has since left the catalog. */
    productName: { type: String },
  },
  { collection: 'cart_items', timestamps: { createdAt: true, updatedAt: true }, strict: 'throw' },
);

// One line per product per user: adding the same product again raises the quantity instead.
cartItemSchema.index({ userId: 1, productId: 1 }, { unique: true });
cartItemSchema.index({ userId: 1, createdAt: 1 });

export type CartItemDoc = InferSchemaType<typeof cartItemSchema>;

export const cartItemModel = modelOn('CartItem', cartItemSchema);
export type CartItemModel = ReturnType<typeof cartItemModel>;
