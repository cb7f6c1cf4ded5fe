import { stockReservationSchema } from '@coffee/contracts';
import { parseBody, parseParams } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ReservationRecord } from '../domain/ports';
import type { StockReservations } from '../domain/stock-reservations';

const reservationParamsSchema = z.strictObject({
  reservationId: z
    .string()
    .min(1, 'reservationId is required')
    .max(100, 'reservationId must be at most 100 characters'),
});

const toAnswer = (reservation: ReservationRecord) => ({
  reservationId: reservation.id,
  status: reservation.status,
  // The variant each line took from (the default where the caller named none).
  lines: reservation.lines.map(({ productId, variantId, quantity }) => ({
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
  })),
});

/**
 * The internal stock API of services/cart-checkout (behind x-internal-token). 201 for a new
 * reservation, 200 for the same one again, 409 with the shortage (contracts'
 * stockShortageSchema) when a line cannot be filled.
 */
export function stockRouter(stock: StockReservations, requireInternal: RequestHandler): Router {
  const router = Router();
  router.use('/internal/stock', requireInternal);

  router.post('/internal/stock/reservations', async (req, res) => {
    const result = await stock.reserve(parseBody(stockReservationSchema, req));
    if (result.kind === 'shortage') {
      res.status(409).json(result.shortage);
      return;
    }
    res.status(result.replayed ? 200 : 201).json(toAnswer(result.reservation));
  });

  router.delete('/internal/stock/reservations/:reservationId', async (req, res) => {
    const { reservationId } = parseParams(reservationParamsSchema, req);
    res.json(toAnswer(await stock.release(reservationId)));
  });

  return router;
}
