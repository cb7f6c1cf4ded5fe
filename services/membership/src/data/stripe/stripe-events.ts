import { billingPeriodSchema } from '@coffee/contracts';
import type Stripe from 'stripe';
import type { BillingEvent } from '../../domain/billing/ports';
import { CARD_BOOK_PURPOSE } from './stripe-cards';

const DECLINED = 'Your card was declined.';
const at = (seconds: number) => new Date(seconds * 1000);

/** The membership's metadata, which every subscription this shop creates carries. */
function memberOf(metadata: Stripe.Metadata | null | undefined) {
  const userId = metadata?.userId;
  const billingPeriod = billingPeriodSchema.safeParse(metadata?.billingPeriod);
  return userId
    ? { userId, billingPeriod: billingPeriod.success ? billingPeriod.data : null }
    : null;
}

function subscriptionOf(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details ?? null;
  const subscription = details?.subscription;
  return {
    member: memberOf(details?.metadata),
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
  };
}

/**
 * What a verified Stripe event means for a membership (API version 2026-10-28.endive): a paid
 * invoice of one of our subscriptions extends it to the end of the invoiced period; a failed one
 * is a failed payment; anything else is not ours to act on.
 */
export function fromStripeEvent(event: Stripe.Event): BillingEvent {
  const ignored: BillingEvent = { kind: 'ignored', id: event.id, type: event.type };
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    const { member, subscriptionId } = subscriptionOf(invoice);
    // The end of the invoiced period: the latest line's (a proration line ends no later).
    const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end));
    if (!member?.billingPeriod || !periodEnd) return ignored;
    return {
      kind: 'payment-succeeded',
      id: event.id,
      at: at(event.created),
      userId: member.userId,
      billingPeriod: member.billingPeriod,
      amountCents: invoice.amount_paid,
      periodEnd: at(periodEnd),
      card: null,
      reason: invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'activation',
      subscriptionId,
      // The subscription is the purchase (its renewals are its later invoices); a refund names
      // the invoice, whose payments Stripe lists.
      purchaseRef: subscriptionId,
      paymentRef: invoice.id ?? null,
    };
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const { member } = subscriptionOf(invoice);
    if (!member) return ignored;
    return {
      kind: 'payment-failed',
      id: event.id,
      at: at(event.created),
      userId: member.userId,
      message: invoice.last_finalization_error?.message ?? DECLINED,
      reason: invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'activation',
    };
  }
  if (event.type === 'setup_intent.succeeded') {
    const intent = event.data.object;
    const member = memberOf(intent.metadata);
    const method = intent.payment_method;
    const card = typeof method === 'object' && method?.card ? method.card : null;
    // A card saved to the card book alone is not the membership's card.
    if (!member || !card || intent.metadata?.purpose === CARD_BOOK_PURPOSE) return ignored;
    return {
      kind: 'card-updated',
      id: event.id,
      at: at(event.created),
      userId: member.userId,
      card: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      },
    };
  }
  return ignored;
}
