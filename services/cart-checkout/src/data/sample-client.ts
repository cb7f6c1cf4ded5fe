import {
  apiErrorSchema,
  NO_SAMPLE_CODE,
  sampleReservationSchema,
  type SampleReservationRequest,
} from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import type { SampleCatalog, SampleOutcome } from '../domain/free-sample';

const RESERVATIONS = '/internal/samples/reservations';

/**
 * The catalog's free-sample pool over HTTP (internal token; the stock client's longer timeout,
 * as a reservation may queue behind a coffee's lock).
 */
export function createSampleClient(client: InternalClient): SampleCatalog {
  return {
    async reserveSample(reservation: SampleReservationRequest, requestId) {
      const reserve = () =>
        client.call(RESERVATIONS, { method: 'POST', body: reservation, requestId });
      let { status, body } = await reserve();
      // 503: the coffee's lock was busy (a rush); the reservation id makes a second try safe.
      if (status === 503) ({ status, body } = await reserve());
      if (status === 200 || status === 201) {
        const answer = sampleReservationSchema.safeParse(body);
        if (!answer.success) throw client.invalidAnswer();
        const { productId, productName } = answer.data;
        return { kind: 'reserved', productId, productName } satisfies SampleOutcome;
      }
      // NO_SAMPLE: the pool is empty; RESERVATION_RELEASED: the order was given up meanwhile.
      // Either way nothing is held for the order.
      const refusal = status === 409 ? apiErrorSchema.safeParse(body) : null;
      if (
        refusal?.success &&
        (refusal.data.code === NO_SAMPLE_CODE || refusal.data.code === 'RESERVATION_RELEASED')
      )
        return { kind: 'none' };
      throw client.unavailable();
    },

    async releaseSample(reservationId, requestId) {
      const { status } = await client.call(`${RESERVATIONS}/${encodeURIComponent(reservationId)}`, {
        method: 'DELETE',
        requestId,
      });
      // 404: the catalog holds no sample under this id (none taken, or given back already).
      if (status !== 200 && status !== 404) throw client.unavailable();
    },
  };
}
