import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, type Connection } from 'mongoose';
import type { CartReminderRepository, IdleCart, ReminderClaim } from '../domain/cart-reminders';
import { pendingMail } from '../mail/outbox';
import { cartItemModel } from './cart-item-model';
import { cartReminderModel } from './cart-reminder-model';

interface StoredReminder {
  _id: string;
  userId: string;
  version: string;
  items: {
    productId: string;
    variantId?: string | null;
    quantity: number;
    productName?: string | null;
    variantLabel?: string | null;
  }[];
}

export function createCartReminderRepository(connection: Connection): CartReminderRepository {
  const CartItem = cartItemModel(connection);
  const Reminder = cartReminderModel(connection);

  return {
    async listIdle(changedBefore, changedAfter) {
      // In three plain reads (FerretDB 1.24 has neither $lookup nor $group's $max): users with a
      // line last changed in the window, less those with a newer line, then each one's newest.
      const inWindow = await CartItem.distinct('userId', {
        updatedAt: trusted({ $lte: changedBefore, $gt: changedAfter }),
      });
      if (inWindow.length === 0) return [];
      const busy = new Set(
        await CartItem.distinct('userId', {
          userId: trusted({ $in: inWindow }),
          updatedAt: trusted({ $gt: changedBefore }),
        }),
      );
      const idle = inWindow.filter((userId) => !busy.has(userId));
      if (idle.length === 0) return [];
      const lines = await CartItem.find({ userId: trusted({ $in: idle }) })
        .select({ userId: 1, updatedAt: 1 })
        .lean<{ userId: string; updatedAt: Date }[]>();
      const newest = new Map<string, Date>();
      for (const line of lines) {
        const seen = newest.get(line.userId);
        if (!seen || line.updatedAt > seen) newest.set(line.userId, line.updatedAt);
      }
      return [...newest]
        .map(([userId, lastChangeAt]): IdleCart => ({ userId, lastChangeAt }))
        .sort((a, b) => a.lastChangeAt.getTime() - b.lastChangeAt.getTime());
    },

    async linesOf(userId) {
      const lines = await CartItem.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<
        {
          productId: string;
          variantId?: string | null;
          quantity: number;
          productName?: string | null;
          variantLabel?: string | null;
        }[]
      >();
      return lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId ?? null,
        quantity: line.quantity,
        productName: line.productName ?? null,
        variantLabel: line.variantLabel ?? null,
      }));
    },

    async reminded(ids) {
      if (ids.length === 0) return new Set();
      const docs = await Reminder.find({ _id: trusted({ $in: ids }) })
        .select({ _id: 1 })
        .lean<{ _id: string }[]>();
      return new Set(docs.map((doc) => doc._id));
    },

    async claim(claim: ReminderClaim) {
      try {
        await Reminder.create({
          _id: claim.id,
          userId: claim.userId,
          version: claim.version,
          items: claim.items,
          lastChangeAt: claim.lastChangeAt,
          outcome: claim.mail ? 'mailed' : claim.outcome,
          ...(claim.mail ? { outbox: [pendingMail(claim.mail)] } : {}),
        });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },

    async find(id) {
      const doc = await Reminder.findById(id).lean<StoredReminder>();
      return doc
        ? {
            id: doc._id,
            userId: doc.userId,
            version: doc.version,
            items: doc.items.map((item) => ({
              productId: item.productId,
              // Reminders made before variants: the product's default variant.
              variantId: item.variantId ?? null,
              quantity: item.quantity,
              productName: item.productName ?? null,
              variantLabel: item.variantLabel ?? null,
            })),
          }
        : null;
    },
  };
}
