import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * One document per reservation id (services/cart-checkout uses the order id). The unique _id is
 * what makes a reservation take stock at most once, on MongoDB and on FerretDB alike.
 */
const reservationSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true, enum: ['held', 'released'] },
    lines: {
      type: [
        new Schema(
          {
            productId: { type: String, required: true },
            // The variant taken from (absent on reservations stored before variants: the
            // product's default variant), and whether the caller left it to the default.
            variantId: { type: String },
            defaulted: { type: Boolean },
            quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    releasedAt: { type: Date, default: null },
  },
  {
    collection: 'stock_reservations',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export type ReservationDoc = InferSchemaType<typeof reservationSchema>;

export const reservationModel = modelOn('StockReservation', reservationSchema);
export type ReservationModel = ReturnType<typeof reservationModel>;
