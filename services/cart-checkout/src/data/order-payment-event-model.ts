import { processedEvents } from '@coffee/payments';
import type { Connection } from 'mongoose';

/**
 * The provider events applied to orders, by their id, each with its order: recording one is the
 * de-duplication (`processedEvents`: one insert per id), so a replayed delivery applies once.
 */
export const orderPaymentEvents = (c: Connection) =>
  processedEvents(c, {
    model: 'OrderPaymentEvent',
    collection: 'order_payment_events',
    fields: { orderId: { type: String } },
  });
