import { createHash } from 'node:crypto';
import {
  chargeAtOf,
  GIFT_PAYMENT_FAILED_MESSAGE,
  giftTotals,
  SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
  type createGiftSubscriptionSchema,
  type Order,
  type Subscription,
} from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { MailMessage } from '@coffee/mailer';
import { toOrder } from '../order';
import { createOrderClaims, type OrderClaimDeps } from '../order-claims';
import { priceLines } from '../order-lines';
import type { MemberDirectory } from '../ports';
import type { SavedCardCharge, SavedCardChargeResult } from '../payments/ports';
import { giftPurchaseKey, giftSubscriptionId } from './gift';
import type { CardBook, SubscriptionLocks, SubscriptionRepository } from './ports';
import type { SubscriptionRecord } from './subscription';
import type { SubscriptionUseCases } from './use-cases';

export type CreateGiftSubscriptionCommand = z.output<typeof createGiftSubscriptionSchema>;

/** The mails a gift sends at purchase (mail/subscription-mails.ts). */
export interface GiftMails {
  giftStarted(
    s: SubscriptionRecord,
    to: string | null,
    purchase: { giverFirstName: string | null; total: string; orderNumber: string },
  ): MailMessage | null;
  giftRecipient(s: SubscriptionRecord, giverFirstName: string | null): MailMessage | null;
}

export interface GiftPurchaseDeps extends OrderClaimDeps {
  subscriptions: SubscriptionRepository;
  locks: SubscriptionLocks;
  useCases: Pick<SubscriptionUseCases, 'checkStart' | 'present'>;
  members: MemberDirectory;
  cards: CardBook;
  /** The order lifecycle's saved-card charge, once per order. */
  charge: (
    orderId: string,
    card: SavedCardCharge,
  ) => Promise<SavedCardChargeResult | { outcome: 'paid' | 'cancelled' }>;
  /** A purchase whose charge failed: cancelled at once (nothing was reserved, nothing paid). */
  cancelUnpaid: (orderId: string) => Promise<void>;
  /** A paid purchase leaves the staff's queue: its coffee ships as the deliveries. */
  completePrepayment: (orderId: string, note: string) => Promise<void>;
  /** The giver's first name for the recipient's mail; null when the account does not say. */
  giverFirstName?: (userId: string) => Promise<string | null>;
  mails?: GiftMails;
  /** How long the unpaid purchase holds (its charge follows at once). */
  holdMs: number;
  clock: Clock;
}

export const giftPurchaseNote = (deliveries: number): string =>
  `Prepaid gift subscription: the coffee ships as its ${deliveries} deliveries`;

/**
 * POST /api/subscriptions/gifts: the whole gift paid at once, then the subscription. The gift's
 * id comes from the giver and the Idempotency-Key, and its purchase is the giver's order under
 * `gift-<id>`, so a retry (after a crash, even after the charge) finds the same order, charges
 * it at most once (a paid order is not charged again) and makes the same one subscription.
 *
 * The purchase order carries one line: the coffee, quantity = deliveries x bags, at the
 * catalog's price now. It reserves no stock: each delivery's own order reserves its bags when it
 * is placed, as any subscription delivery does (markPending does not need a reservation; a
 * cancel's release of a reservation that never was is the catalog's 404, a no-op). Its stock is
 * checked for one delivery now, so a coffee sold out today cannot be bought as a gift.
 */
export function createGiftPurchases(deps: GiftPurchaseDeps) {
  const { subscriptions, locks, useCases, members, cards, orders, catalog, clock } = deps;
  const { replay, claimKey, abandon } = createOrderClaims(deps);

  async function purchaseOrder(
    id: string,
    userId: string,
    command: CreateGiftSubscriptionCommand,
    contactEmail: string | null,
    requestId?: string,
  ): Promise<Order> {
    const key = giftPurchaseKey(id);
    const requestHash = createHash('sha256').update(key).digest('hex');
    const existing = await replay(userId, key, requestHash, requestId);
    if (existing) return existing;
    const products = await catalog.findProducts([command.productId], requestId);
    const [priced] = await priceLines(
      [
        {
          id: key,
          userId,
          productId: command.productId,
          variantId: command.variantId,
          quantity: command.quantity,
          productName: null,
          variantLabel: null,
          createdAt: clock.now(),
        },
      ],
      products,
      (productId, variantId) => catalog.variantAbsence(productId, variantId, requestId),
    );
    if (!priced) throw new AppError(400, 'That product is not sold any more', 'VALIDATION_ERROR');
    const line = { ...priced, quantity: command.quantity * command.deliveries };
    const order = await claimKey({
      userId,
      idempotencyKey: key,
      requestHash,
      ...giftTotals(priced.priceCents, command.quantity, command.deliveries),
      promotion: null,
      memberSavingsCents: 0,
      shippingMethod: 'standard',
      paymentMethod: 'credit-card',
      shippingAddress: command.shippingAddress,
      contactEmail,
    });
    if (order === 'key-taken') {
      const again = await replay(userId, key, requestHash, requestId);
      if (again) return again;
      throw new AppError(409, 'This gift is being bought elsewhere', 'GIFT_IN_PROGRESS');
    }
    try {
      const items = await orders.addItems(order.id, [line]);
      const pending = await orders.markPending(
        order.id,
        new Date(clock.now().getTime() + deps.holdMs),
      );
      if (!pending) throw new AppError(503, 'The gift order was lost', 'ORDER_LOST');
      return toOrder(pending, items, deps.providerName);
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
  }

  async function buy(
    id: string,
    userId: string,
    key: string,
    command: CreateGiftSubscriptionCommand,
    requestId?: string,
  ): Promise<{ record: SubscriptionRecord; created: boolean }> {
    const again = await subscriptions.findByKey(userId, key);
    if (again) return { record: again, created: false };
    const { item, card, shop } = await useCases.checkStart(userId, command, requestId);
    const charged = await cards.find(userId, command.paymentMethodId, requestId);
    if (!charged)
      throw new AppError(400, SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE, 'VALIDATION_ERROR', [
        { path: 'paymentMethodId', message: SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE },
      ]);
    const giver = await members.findMember(userId, requestId).catch(() => null);
    const order = await purchaseOrder(id, userId, command, giver?.email ?? null, requestId);
    const result = await deps.charge(order.id, charged);
    if (result.outcome === 'failed' || result.outcome === 'cancelled') {
      // No subscription without the money; the unpaid purchase goes at once.
      await deps.cancelUnpaid(order.id).catch(() => undefined);
      const message = result.outcome === 'failed' ? result.message : GIFT_PAYMENT_FAILED_MESSAGE;
      throw new AppError(402, message, 'PAYMENT_FAILED');
    }
    const now = clock.now();
    const fields = {
      id,
      userId,
      createKey: key,
      status: 'active',
      pauseReason: null,
      pausedUntil: null,
      item,
      pending: null,
      cycle: 1,
      attempt: 0,
      nextDeliveryOn: command.firstDeliveryOn,
      nextChargeAt: chargeAtOf(command.firstDeliveryOn, shop),
      skipCycles: [],
      shippingAddress: command.shippingAddress,
      card,
      dunning: null,
      deliveries: [],
      cancelledAt: null,
      gift: {
        recipientName: command.recipient.name,
        recipientEmail: command.recipient.email,
        message: command.message ? command.message : null,
        deliveries: command.deliveries,
        purchaseOrderId: order.id,
      },
    } as const;
    const giverFirstName = deps.giverFirstName
      ? await deps.giverFirstName(userId).catch(() => null)
      : null;
    const draft = { ...fields, skipCycles: [], deliveries: [], createdAt: now };
    const mails = [
      deps.mails?.giftStarted(draft, giver?.email ?? null, {
        giverFirstName,
        total: order.total,
        orderNumber: order.orderNumber,
      }),
      deps.mails?.giftRecipient(draft, giverFirstName),
    ].filter((m): m is MailMessage => Boolean(m));
    const inserted = await subscriptions.insert(
      { ...fields, skipCycles: [], deliveries: [] },
      mails,
    );
    const record = inserted === 'duplicate' ? await subscriptions.findByKey(userId, key) : inserted;
    if (!record) throw new AppError(409, 'This gift is being bought elsewhere', 'GIFT_IN_PROGRESS');
    // Paid already (the offline provider's event is synchronous; Stripe's comes later, and the
    // first delivery completes it then).
    await deps
      .completePrepayment(order.id, giftPurchaseNote(command.deliveries))
      .catch(() => undefined);
    return { record, created: inserted !== 'duplicate' };
  }

  return {
    /** The same key answers the same gift (created false), and charges nothing more. */
    async create(
      userId: string,
      key: string,
      command: CreateGiftSubscriptionCommand,
      requestId?: string,
    ): Promise<{ subscription: Subscription; created: boolean }> {
      const id = giftSubscriptionId(userId, key);
      // One purchase at a time per gift, across instances (the subscription's own lease).
      const { record, created } = await locks.run(id, () =>
        buy(id, userId, key, command, requestId),
      );
      return { subscription: await useCases.present(record, requestId), created };
    },
  };
}
export type GiftPurchases = ReturnType<typeof createGiftPurchases>;
