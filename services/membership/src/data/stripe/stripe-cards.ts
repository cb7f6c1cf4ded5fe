import type { CardSummary, InternalSavedCard, SavedPaymentMethod } from '@coffee/contracts';
import { idOf, isStripeCode } from '@coffee/payments';
import type Stripe from 'stripe';
import { searchValue } from './stripe-client';

const isMissing = (err: unknown) => isStripeCode(err, 'resource_missing');

/**
 * The metadata `purpose` of a SetupIntent that only saves a card to the card book (any signed-in
 * user): its `setup_intent.succeeded` is not a member's card update (stripe-events.ts).
 */
export const CARD_BOOK_PURPOSE = 'card-book';

function summaryOf(method: Stripe.PaymentMethod): CardSummary | null {
  const card = method.card;
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** The user's customer at Stripe, if there is one; never creates one (reading makes nothing). */
export async function findCustomer(stripe: Stripe, userId: string): Promise<string | null> {
  const found = await stripe.customers.search({
    query: `metadata['userId']:${searchValue(userId)}`,
    limit: 1,
  });
  return found.data[0]?.id ?? null;
}

/** The card if it is attached to this customer; null for an unknown card or someone else's. */
async function ownedCard(
  stripe: Stripe,
  customer: string,
  cardId: string,
): Promise<Stripe.PaymentMethod | null> {
  try {
    const method = await stripe.paymentMethods.retrieve(cardId);
    return idOf(method.customer) === customer ? method : null;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** The card a subscription charges, if it names one; null for no, an unknown or an ended one. */
async function subscriptionCard(
  stripe: Stripe,
  subscriptionId: string | null,
): Promise<string | null> {
  if (!subscriptionId) return null;
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    return subscription.status === 'canceled' ? null : idOf(subscription.default_payment_method);
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** The customer's default for invoices (what renewals charge): the parameters of the update. */
export const defaultCardParams = (cardId: string): Stripe.CustomerUpdateParams => ({
  invoice_settings: { default_payment_method: cardId },
});

/** Saved cards at Stripe: the customer's attached card payment methods. */
export function stripeCards(stripe: Stripe) {
  return {
    async list(userId: string, subscriptionId: string | null): Promise<SavedPaymentMethod[]> {
      const customer = await findCustomer(stripe, userId);
      if (!customer) return [];
      const [record, methods, subscriptionDefault] = await Promise.all([
        stripe.customers.retrieve(customer),
        stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 }),
        subscriptionCard(stripe, subscriptionId),
      ]);
      const customerDefault =
        'deleted' in record && record.deleted
          ? null
          : idOf((record as Stripe.Customer).invoice_settings?.default_payment_method);
      // The first payment saves its card on the subscription (save_default_payment_method), which
      // outranks the customer's default when a renewal is charged.
      const defaultId = subscriptionDefault ?? customerDefault;
      const saved = methods.data.flatMap((method) => {
        const card = summaryOf(method);
        return card ? [{ id: method.id, ...card, isDefault: method.id === defaultId }] : [];
      });
      return [...saved.filter((c) => c.isDefault), ...saved.filter((c) => !c.isDefault)];
    },

    async setDefault(
      userId: string,
      cardId: string,
      subscriptionId: string | null,
    ): Promise<CardSummary | null> {
      const customer = await findCustomer(stripe, userId);
      const method = customer ? await ownedCard(stripe, customer, cardId) : null;
      if (!customer || !method) return null;
      await stripe.customers.update(customer, defaultCardParams(cardId));
      // The subscription's own default outranks the customer's: set both.
      if (subscriptionId)
        await stripe.subscriptions.update(subscriptionId, { default_payment_method: cardId });
      return summaryOf(method);
    },

    /** One of the user's cards with its customer, for an off-session charge elsewhere. */
    async find(userId: string, cardId: string): Promise<InternalSavedCard | null> {
      const customer = await findCustomer(stripe, userId);
      const method = customer ? await ownedCard(stripe, customer, cardId) : null;
      const card = method ? summaryOf(method) : null;
      if (!customer || !method || !card) return null;
      // Stripe itself declines an off-session charge that will not pay: nothing to foretell.
      return {
        id: method.id,
        ...card,
        provider: 'stripe',
        customerRef: customer,
        offSessionDecline: null,
      };
    },

    async remove(userId: string, cardId: string): Promise<boolean> {
      const customer = await findCustomer(stripe, userId);
      const method = customer ? await ownedCard(stripe, customer, cardId) : null;
      if (!method) return false;
      await stripe.paymentMethods.detach(cardId);
      return true;
    },

    async forget(userId: string, subscriptionId: string | null): Promise<void> {
      if (subscriptionId) {
        try {
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          // Cancelled at once: an account being deleted is charged nothing more.
          if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(subscriptionId);
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      const customer = await findCustomer(stripe, userId);
      if (!customer) return;
      const methods = await stripe.customers.listPaymentMethods(customer, {
        type: 'card',
        limit: 100,
      });
      for (const method of methods.data) await stripe.paymentMethods.detach(method.id);
    },
  };
}
