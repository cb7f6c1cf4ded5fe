import { Schema, type Connection } from 'mongoose';

/**
 * The provider events applied, by their id: inserting one is the de-duplication (a unique _id is
 * atomic on FerretDB, a conditional update is not), so a replayed delivery applies once.
 */
const orderPaymentEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    orderId: { type: String },
    at: { type: Date, required: true },
  },
  { collection: 'order_payment_events', versionKey: false, strict: 'throw' },
);

const define = (c: Connection) => c.model('OrderPaymentEvent', orderPaymentEventSchema);
export type OrderPaymentEventModel = ReturnType<typeof define>;
export function orderPaymentEventModel(c: Connection): OrderPaymentEventModel {
  return (c.models.OrderPaymentEvent as OrderPaymentEventModel | undefined) ?? define(c);
}
