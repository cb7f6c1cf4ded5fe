import { Schema } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * One document per customer return whose resellable units came back on the shelf: the unique _id
 * (the return's id) makes the restock once-only however often cart-checkout asks (a retry after
 * a timeout, or a step repeated after a crash), on FerretDB as on MongoDB.
 */
const returnReceiptSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'stock_return_receipts', versionKey: false, strict: 'throw' },
);

export const returnReceiptModel = modelOn('StockReturnReceipt', returnReceiptSchema);
