import { MAX_LINE_QUANTITY } from '@coffee/contracts';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** One product of an order, as it was when ordered: later catalog changes never rewrite history. */
const orderItemSchema = new Schema(
  {
    orderId: { type: Schema.Types.ObjectId, required: true, ref: 'Order' },
    productId: { type: String, required: true },
    name: { type: String, required: true },
    imageUrl: { type: String },
    unitSize: { type: String },
    quantity: {
      type: Number,
      required: true,
      default: 1,
      min: 1,
      max: MAX_LINE_QUANTITY,
      validate: Number.isInteger,
    },
    /** Unit price in integer cents at the time of the order. */
    priceCents: { type: Number, required: true, min: 0, validate: Number.isInteger },
  },
  { collection: 'order_items', timestamps: { createdAt: true, updatedAt: false }, strict: 'throw' },
);

orderItemSchema.index({ orderId: 1 });

export type OrderItemDoc = InferSchemaType<typeof orderItemSchema>;

const define = (connection: Connection) => connection.model('OrderItem', orderItemSchema);
export type OrderItemModel = ReturnType<typeof define>;

export function orderItemModel(connection: Connection): OrderItemModel {
  return (connection.models.OrderItem as OrderItemModel | undefined) ?? define(connection);
}
