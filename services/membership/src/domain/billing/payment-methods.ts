import {
  PAYMENT_METHOD_ID_PATTERN,
  PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  type CardSetup,
  type CardSummary,
  type InternalSavedCard,
  type SavedPaymentMethod,
} from '@coffee/contracts';
import { AppError, type AccountClient } from '@coffee/service-defaults';
import { CHANGE_IN_PROGRESS_MESSAGE, accountNotFound } from './member-context';
import type { MembershipStore, PaymentProvider } from './ports';

const notFound = () => new AppError(404, PAYMENT_METHOD_NOT_FOUND_MESSAGE, 'NOT_FOUND');
const sameCard = (a: CardSummary | null, b: CardSummary) =>
  a !== null &&
  a.brand === b.brand &&
  a.last4 === b.last4 &&
  a.expMonth === b.expMonth &&
  a.expYear === b.expYear;
const summaryOf = ({ brand, last4, expMonth, expYear }: SavedPaymentMethod): CardSummary => ({
  brand,
  last4,
  expMonth,
  expYear,
});

/**
 * The signed-in user's saved cards, kept at the provider (Stripe or the offline one). The
 * membership record's card (what GET /api/membership shows renewals are charged to) follows the
 * default. Unknown, malformed and someone else's cards all read 404: no hint that an id exists.
 */
export function createPaymentMethods(deps: {
  store: MembershipStore;
  provider: PaymentProvider;
  accounts: AccountClient;
}) {
  const { store, provider, accounts } = deps;

  async function underLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const release = await store.lock(userId);
    if (!release) throw new AppError(409, CHANGE_IN_PROGRESS_MESSAGE, 'CHANGE_IN_PROGRESS');
    try {
      return await work();
    } finally {
      await release();
    }
  }

  const cardsOf = async (userId: string) =>
    provider.listCards(userId, (await store.find(userId))?.providerSubscriptionId ?? null);

  return {
    list: cardsOf,

    /**
     * POST /api/payment-methods/setup: a card for the card book, member or not (no charge, no
     * membership touched). A deleted account's valid token gets no new provider customer.
     */
    async startSetup(userId: string, requestId?: string): Promise<CardSetup> {
      if (!(await accounts.findMember(userId, requestId))) throw accountNotFound();
      const { clientSecret } = await provider.startCardBookSetup(userId);
      return { provider: provider.name, clientSecret, publishableKey: provider.publishableKey };
    },

    /**
     * GET /internal/users/:userId/payment-methods/:id: one card as cart-checkout charges it. A
     * malformed id reads like an unknown one (never sent to the provider).
     */
    async find(userId: string, cardId: string): Promise<InternalSavedCard> {
      if (!PAYMENT_METHOD_ID_PATTERN.test(cardId)) throw notFound();
      const card = await provider.findCard(userId, cardId);
      if (!card) throw notFound();
      return card;
    },

    setDefault: (userId: string, cardId: string) =>
      underLock(userId, async () => {
        const record = await store.find(userId);
        const card = await provider.setDefaultCard(
          userId,
          cardId,
          record?.providerSubscriptionId ?? null,
        );
        if (!card) throw notFound();
        if (record) await store.save(userId, { paymentMethod: card });
        return cardsOf(userId);
      }),

    remove: (userId: string, cardId: string) =>
      underLock(userId, async () => {
        const removed = (await cardsOf(userId)).find((c) => c.id === cardId);
        if (!removed || !(await provider.removeCard(userId, cardId))) throw notFound();
        const record = await store.find(userId);
        // The card renewals were charged to is gone: show the provider's default, if any, instead.
        if (record && sameCard(record.paymentMethod, summaryOf(removed))) {
          const next = (await cardsOf(userId)).find((c) => c.isDefault);
          await store.save(userId, { paymentMethod: next ? summaryOf(next) : null });
        }
      }),
  };
}
export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
