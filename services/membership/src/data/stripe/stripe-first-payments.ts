import { AppError } from '@coffee/service-defaults';
import { PAYMENT_IN_PROGRESS_MESSAGE, idOf, isStripeCode, onceKey } from '@coffee/payments';
import type Stripe from 'stripe';
import type { OpenFirstPayment } from './stripe-client';

const isMissing = (err: unknown) => isStripeCode(err, 'resource_missing');

/**
 * Another period's open first payment, when the shopper asks for this one: its first invoice is
 * voided (its PaymentIntent cancelled, so a Payment Element still showing it can no longer pay)
 * and its incomplete subscription cancelled. Paid in the meantime: a 409, its event decides.
 */
export async function cancelOpenFirstPayment(
  stripe: Stripe,
  { subscriptionId, invoiceId }: OpenFirstPayment,
): Promise<void> {
  if (invoiceId) {
    try {
      await stripe.invoices.voidInvoice(invoiceId, undefined, {
        idempotencyKey: onceKey('void', invoiceId),
      });
    } catch (err) {
      const invoice = await stripe.invoices.retrieve(invoiceId).catch(() => null);
      if (invoice?.status === 'paid')
        throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
      if (invoice?.status !== 'void') throw err;
    }
  }
  await cancelAtOnce(stripe, subscriptionId);
}

/** Ends a subscription now (no renewal ever); an unknown or already cancelled one is left. */
async function cancelAtOnce(stripe: Stripe, subscriptionId: string): Promise<void> {
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
    await stripe.subscriptions.cancel(subscriptionId, undefined, {
      idempotencyKey: onceKey('cancel-now', subscriptionId),
    });
  } catch (err) {
    if (!isMissing(err)) throw err;
  }
}

/**
 * A first payment made while the shopper was already a paying member: its subscription ends at
 * once and every payment of its invoice is refunded in full ('duplicate').
 */
export function refundFirstPayment(
  stripe: Stripe,
  input: { userId: string; subscriptionId: string | null; paymentRef: string | null },
): Promise<void> {
  return refundPurchase(stripe, {
    userId: input.userId,
    subscriptionId: input.subscriptionId,
    invoices: input.paymentRef ? [input.paymentRef] : [],
    reason: 'duplicate',
  });
}

/**
 * Ends a subscription at once and refunds every payment of the named invoices in full, one
 * refund per payment whatever the repeats (the idempotency key names the invoice and the
 * payment, so a duplicate's refund and a money-back refund of the same payment are one).
 */
export async function refundPurchase(
  stripe: Stripe,
  input: {
    userId: string;
    subscriptionId: string | null;
    invoices: string[];
    reason: 'duplicate' | 'requested_by_customer';
  },
): Promise<void> {
  if (input.subscriptionId) await cancelAtOnce(stripe, input.subscriptionId);
  for (const invoice of input.invoices) {
    const payments = await stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 });
    for (const { payment } of payments.data) {
      const intent = idOf(payment.payment_intent);
      const charge = idOf(payment.charge);
      if (!intent && !charge) continue;
      await stripe.refunds.create(
        {
          ...(intent ? { payment_intent: intent } : { charge: charge! }),
          reason: input.reason,
          metadata: { userId: input.userId, invoice },
        },
        { idempotencyKey: onceKey('refund', invoice, (intent ?? charge)!) },
      );
    }
  }
}
