import { billingPeriodSchema, cardSummarySchema } from '@coffee/contracts';
import { offlineEventSchemaOf, readEventBody } from '@coffee/payments';
import { z } from 'zod';
import { InvalidSignatureError, type BillingEvent } from '../../domain/billing/ports';

/**
 * The offline provider's events, shaped like Stripe's (`evt_…`, `type`, `created` in seconds,
 * `data.object`), with what the membership needs in the object's metadata and fields.
 */
const offlineEventSchema = offlineEventSchemaOf(
  z.object({
    metadata: z.object({
      userId: z.string().min(1),
      billingPeriod: z.optional(billingPeriodSchema),
      /** A setup's purpose (offline-payment-model.ts); absent: a member's card update. */
      purpose: z.optional(z.enum(['membership', 'card-book'])),
    }),
    amount_paid: z.number().int().optional(),
    period_end: z.number().int().optional(),
    billing_reason: z.enum(['subscription_create', 'subscription_cycle']).optional(),
    card: z.optional(z.nullable(cardSummarySchema)),
    failure_message: z.string().optional(),
    /** The offline payment (`offpi_…`): a first payment is its own purchase. */
    payment: z.string().max(100).optional(),
  }),
);
export type OfflineEvent = z.input<typeof offlineEventSchema>;

const fromSeconds = (s: number) => new Date(s * 1000);

/** Reads a verified delivery's body as what it means for a membership. */
export function toBillingEvent(body: string): BillingEvent {
  const parsed = readEventBody(body, offlineEventSchema, InvalidSignatureError);
  if (!parsed) return { kind: 'ignored', id: 'unreadable', type: 'unreadable' };
  const { id, type, created, data } = parsed;
  const object = data.object;
  const at = fromSeconds(created);
  const reason = object.billing_reason === 'subscription_cycle' ? 'renewal' : 'activation';
  const { userId, billingPeriod } = object.metadata;
  if (type === 'invoice.paid' && billingPeriod && object.period_end && object.amount_paid) {
    return {
      kind: 'payment-succeeded',
      id,
      at,
      userId,
      billingPeriod,
      amountCents: object.amount_paid,
      periodEnd: fromSeconds(object.period_end),
      card: object.card ?? null,
      reason,
      subscriptionId: null,
      // The offline provider keeps no subscription: its first payment stands for the purchase.
      purchaseRef: object.payment ?? null,
      paymentRef: object.payment ?? null,
    };
  }
  if (type === 'invoice.payment_failed') {
    return {
      kind: 'payment-failed',
      id,
      at,
      userId,
      message: object.failure_message ?? 'Your card was declined.',
      reason,
    };
  }
  // A card saved to the card book alone (any signed-in user) is not the membership's card.
  if (type === 'setup_intent.succeeded' && object.card && object.metadata.purpose !== 'card-book') {
    return { kind: 'card-updated', id, at, userId, card: object.card };
  }
  return { kind: 'ignored', id, type };
}
