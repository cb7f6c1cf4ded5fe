import { SAMPLE_VALUE_CENTS } from '@coffee/contracts';
import type { Logger } from '@coffee/service-defaults';
import type { OrderSampleRecord } from './order-sample';

/** What the catalog answered to a sample reservation. */
export type SampleOutcome =
  | { kind: 'reserved'; productId: string; productName: string }
  /** Nothing taken: the pool is empty (or the order was released meanwhile). */
  | { kind: 'none' };

/** The catalog's free-sample pool (data/sample-client.ts). */
export interface SampleCatalog {
  /** One sample for the order, preferably of a coffee it does not hold; throws when unclear. */
  reserveSample(
    reservation: { reservationId: string; avoidProductIds: string[] },
    requestId?: string,
  ): Promise<SampleOutcome>;
  /** Gives the order's sample back; an id that holds none counts as given back. */
  releaseSample(reservationId: string, requestId?: string): Promise<void>;
}

/** Writes the sample on an order still being placed; false once it is not (recovered). */
export interface OrderSampleStore {
  setSample(orderId: string, sample: OrderSampleRecord): Promise<boolean>;
}

export interface FreeSampleDeps {
  catalog: SampleCatalog;
  orders: OrderSampleStore;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * Free samples (issue 30, item 4; docs/decisions/free-samples.md): every Direct+ order gets one
 * 2 oz sample from the admin's pool at the catalog, reserved like its stock under the order's
 * id. Best-effort: an empty pool or a catalog that cannot answer leaves the sample out and the
 * order goes ahead, with a log line. The sample goes back wherever the order's stock goes back
 * (server.ts `releaseHolds`): a cancel, an expiry, a placement that failed or was abandoned.
 */
export function createFreeSamples({ catalog, orders, logger }: FreeSampleDeps) {
  /** After an unclear answer: a reservation may have gone through, so give it back. */
  async function giveBack(orderId: string, requestId?: string): Promise<void> {
    try {
      await catalog.releaseSample(orderId, requestId);
    } catch (err) {
      // Held for an order that does not show it; its cancel or expiry still gives it back.
      logger.error({ err, orderId }, 'a free sample could not be given back');
    }
  }

  return {
    /**
     * Placement, after the stock is reserved and before the lines are written (the order is
     * still 'placing', so nothing else writes it): one sample on the order, or none. Never
     * throws: a sample is never a reason to fail an order.
     */
    async reserveFor(
      orderId: string,
      lines: readonly { productId: string }[],
      requestId?: string,
    ): Promise<void> {
      let outcome: SampleOutcome;
      try {
        outcome = await catalog.reserveSample(
          // A coffee the shopper has not put in this order, when there is one.
          { reservationId: orderId, avoidProductIds: [...new Set(lines.map((l) => l.productId))] },
          requestId,
        );
      } catch (err) {
        logger.warn({ err, orderId }, 'free sample left out: the catalog did not answer');
        await giveBack(orderId, requestId);
        return;
      }
      if (outcome.kind === 'none') {
        logger.info({ orderId }, 'free sample left out: none in stock');
        return;
      }
      const sample = {
        productId: outcome.productId,
        name: outcome.productName,
        valueCents: SAMPLE_VALUE_CENTS,
      };
      try {
        if (await orders.setSample(orderId, sample)) return;
        logger.warn({ orderId }, 'free sample left out: the order is no longer being placed');
      } catch (err) {
        logger.warn({ err, orderId }, 'free sample left out: it could not be written');
      }
      await giveBack(orderId, requestId);
    },
  };
}
export type FreeSamples = ReturnType<typeof createFreeSamples>;
