import { offlineEventSchemaOf, readEventBody } from '@coffee/payments';
import { z } from 'zod';
import { InvalidSignatureError, type PaymentEvent } from '../../../domain/payments/ports';

/**
 * The offline provider's events, shaped like Stripe's PaymentIntent events (`evt_…`, `type`,
 * `created` in seconds, `data.object` a payment_intent with the order in its metadata).
 */
const offlineEventSchema = offlineEventSchemaOf(
  z.object({
    id: z.string().min(1),
    object: z.literal('payment_intent'),
    amount: z.number().int(),
    amount_received: z.number().int().optional(),
    amount_refunded: z.number().int().optional(),
    currency: z.string(),
    metadata: z.object({ orderId: z.string().min(1), userId: z.string().min(1) }),
    last_payment_error: z.object({ message: z.string() }).nullable().optional(),
  }),
);
export type OfflineEvent = z.input<typeof offlineEventSchema>;

const DECLINED = 'Your card was declined.';

/** Reads a verified delivery's body as what it means for an order. */
export function toPaymentEvent(body: string): PaymentEvent {
  const parsed = readEventBody(body, offlineEventSchema, InvalidSignatureError);
  if (!parsed) return { kind: 'ignored', id: 'unreadable', type: 'unreadable' };
  const { id, type, created, data } = parsed;
  const intent = data.object;
  const at = new Date(created * 1000);
  const { orderId } = intent.metadata;
  if (type === 'payment_intent.succeeded')
    return {
      kind: 'payment-succeeded',
      id,
      at,
      orderId,
      paymentRef: intent.id,
      amountCents: intent.amount_received ?? intent.amount,
    };
  if (type === 'payment_intent.payment_failed')
    return {
      kind: 'payment-failed',
      id,
      at,
      orderId,
      paymentRef: intent.id,
      message: intent.last_payment_error?.message ?? DECLINED,
    };
  if (type === 'charge.refunded')
    return {
      kind: 'refunded',
      id,
      at,
      orderId,
      paymentRef: intent.id,
      amountCents: intent.amount_refunded ?? intent.amount,
    };
  return { kind: 'ignored', id, type };
}
