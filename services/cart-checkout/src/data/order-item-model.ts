import { Schema, type InferSchemaType } from 'mongoose';
import { lineQuantity } from './cart-item-model';
import { modelOn } from '@coffee/service-defaults';

/** One product of an order, as it was when ordered: later catalog changes never rewrite history. */
const orderItemSchema = new Schema(
  {
    orderId: { type: Schema.Types.ObjectId, required: true, ref: 'Order' },
    productId: { type: String, required: true },
    /** The variant ordered, its label then ("2 lb, pour-over") and SKU; absent on older orders. */
    variantId: { type: String },
    variantLabel: { type: String },
    sku: { type: String },
    name: { type: String, required: true },
    imageUrl: { type: String },
    unitSize: { type: String },
    /** The roast batch's day (YYYY-MM-DD), set as the line ships from it; coffee only. */
    roastedOn: { type: String },
    quantity: lineQuantity,
    /** Unit price in integer cents at the time of the order. */
    priceCents: { type: Number, required: true, min: 0, validate: Number.isInteger },
    /** The regular unit price when a member price was charged; absent otherwise. */
    listPriceCents: { type: Number, min: 0, validate: Number.isInteger },
    /** The line's share of the order's promotion discount; absent when none. */
    discountCents: { type: Number, min: 0, validate: Number.isInteger },
  },
  { collection: 'order_items', timestamps: { createdAt: true, updatedAt: false }, strict: 'throw' },
);

orderItemSchema.index({ orderId: 1 });

export type OrderItemDoc = InferSchemaType<typeof orderItemSchema>;

export const orderItemModel = modelOn('OrderItem', orderItemSchema);
export type OrderItemModel = ReturnType<typeof orderItemModel>;
