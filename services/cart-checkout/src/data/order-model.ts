import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const orderStatuses = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const paymentMethods = ['credit-card', 'paypal'] as const;
export const shippingMethods = ['free', 'standard', 'express'] as const;

/** The checkout shipping form; also used for the billing address. */
const addressSchema = new Schema(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    address: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    zipCode: { type: String, required: true },
    phone: { type: String },
  },
  { _id: false, strict: 'throw' },
);

const orderSchema = new Schema(
  {
    userId: { type: String, required: true },
    orderNumber: { type: String, required: true, trim: true },
    status: { type: String, required: true, enum: orderStatuses, default: 'pending' },
    /** Integer cents: subtotal + shipping + tax, computed once when the order is placed. */
    totalCents: { type: Number, required: true, min: 0, validate: Number.isInteger },
    shippingAddress: { type: addressSchema, required: true },
    billingAddress: { type: addressSchema },
    paymentMethod: { type: String, required: true, enum: paymentMethods },
    shippingMethod: { type: String, required: true, enum: shippingMethods },
    trackingNumber: { type: String },
    notes: { type: String },
  },
  { collection: 'orders', timestamps: true, strict: 'throw' },
);

orderSchema.index({ orderNumber: 1 }, { unique: true });
orderSchema.index({ userId: 1, createdAt: -1 });

export type OrderDoc = InferSchemaType<typeof orderSchema>;

const define = (connection: Connection) => connection.model('Order', orderSchema);
export type OrderModel = ReturnType<typeof define>;

export function orderModel(connection: Connection): OrderModel {
  return (connection.models.Order as OrderModel | undefined) ?? define(connection);
}
