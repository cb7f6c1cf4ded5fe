import { internalStockChangeSchema } from '@coffee/contracts';
import { AppError, isDuplicateKeyError, parseBody, parseParams } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { returnReceiptModel } from '../data/return-receipt-model';
import type { StaffStock } from '../domain/staff-stock';

const paramsSchema = z.strictObject({ returnId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const RETURN_RESTOCK_ADDS_ONLY_MESSAGE = 'A return only adds stock back';

/**
 * POST /internal/stock/returns/{returnId} (cart-checkout, internal token): a customer return's
 * resellable units back in stock, as a staff stock change ('adjust', the staff member who
 * received it, the return as the reason) under the same locks and movement log, once per return:
 * 201 when added now, 200 when this return was restocked before.
 */
export function returnStockRouter(
  stock: StaffStock,
  db: Connection,
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  const Receipts = returnReceiptModel(db);

  router.post('/internal/stock/returns/:returnId', requireInternal, async (req, res) => {
    const { returnId } = parseParams(paramsSchema, req);
    const { change, actor } = parseBody(internalStockChangeSchema, req);
    if (change.mode !== 'adjust' || change.lines.some((line) => line.value <= 0))
      throw new AppError(400, RETURN_RESTOCK_ADDS_ONLY_MESSAGE, 'VALIDATION_FAILED');
    try {
      await Receipts.create({ _id: returnId, at: new Date() });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      res.json({ restocked: false });
      return;
    }
    try {
      await stock.change(change, actor);
    } catch (err) {
      // Not added: the receipt goes, so the caller's retry adds it.
      await Receipts.deleteOne({ _id: returnId });
      throw err;
    }
    res.status(201).json({ restocked: true });
  });

  return router;
}
