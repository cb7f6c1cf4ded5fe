import {
  NO_SAMPLE_CODE,
  NO_SAMPLE_MESSAGE,
  sampleReservationRequestSchema,
  samplePoolUpdateSchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseParams,
  parseQuery,
  requirePermission,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SampleReservationRecord } from '../domain/sample-ports';
import type { Samples } from '../domain/samples';

const productParamsSchema = z.strictObject({ productId: z.string().max(100) });
const reservationParamsSchema = z.strictObject({
  reservationId: z
    .string()
    .min(1, 'reservationId is required')
    .max(100, 'reservationId must be at most 100 characters'),
});

const toAnswer = (reservation: SampleReservationRecord) => ({
  reservationId: reservation.id,
  status: reservation.status,
  productId: reservation.productId ?? '',
  productName: reservation.productName ?? '',
});

/**
 * The free-sample pool (issue 30, item 4). The admin reaches /api/admin/samples through the
 * gateway (its route table sends that prefix here, for the admin portal's roles) and is checked
 * again here with the contracts' policy. cart-checkout reserves and releases one sample per
 * order through /internal/samples/reservations (internal token): 201 taken, 200 the same again,
 * 409 NO_SAMPLE when the pool is empty.
 */
export function sampleRouter(
  samples: Samples,
  auth: IdentityVerifier,
  requireInternal: RequestHandler,
): Router {
  const router = Router();

  router.get(
    '/api/admin/samples',
    ...auth.signedIn,
    requirePermission('admin-portal'),
    async (req, res) => {
      parseQuery(noInput, req);
      res.json(await samples.list());
    },
  );

  router.put(
    '/api/admin/samples/:productId',
    ...auth.signedIn,
    requirePermission('admin-portal'),
    async (req, res) => {
      const { productId } = parseParams(productParamsSchema, req);
      const { count } = parseBody(samplePoolUpdateSchema, req);
      res.json(await samples.setCount(productId, count, identityOf(req).userId));
    },
  );

  router.use('/internal/samples', requireInternal);

  router.post('/internal/samples/reservations', async (req, res) => {
    const result = await samples.reserve(parseBody(sampleReservationRequestSchema, req));
    if (result.kind === 'none') {
      res.status(409).json({ message: NO_SAMPLE_MESSAGE, code: NO_SAMPLE_CODE });
      return;
    }
    res.status(result.replayed ? 200 : 201).json(toAnswer(result.reservation));
  });

  router.delete('/internal/samples/reservations/:reservationId', async (req, res) => {
    const { reservationId } = parseParams(reservationParamsSchema, req);
    res.json(toAnswer(await samples.release(reservationId)));
  });

  return router;
}
