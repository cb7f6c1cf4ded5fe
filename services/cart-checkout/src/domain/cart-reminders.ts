import { lineName } from '@coffee/contracts';
import { AppError, type Clock, type Logger } from '@coffee/service-defaults';
import type { MailMessage } from '@coffee/mailer';
import { readRestoreToken, signRestoreToken } from './restore-token';

export const CART_LINK_INVALID_MESSAGE =
  'This cart link is not valid. Open the link from your email again, or add the items to your cart.';
export const CART_LINK_EXPIRED_MESSAGE =
  'This cart link has expired. The items may still be in your cart; if not, add them again.';
export const CART_LINK_OTHER_ACCOUNT_MESSAGE =
  'This cart link belongs to another account. Sign in with the account the email was sent to.';

/** How long a reminder's restore link works. */
export const RESTORE_LINK_DAYS = 7;
/** Carts idle longer than the delay plus this are left alone (a reminder months late is noise). */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
/** Reminders made per sweep: the rest wait for the next one. */
const PER_SWEEP = 50;

export interface ReminderLine {
  productId: string;
  /** The line's variant (null: a line from before variants, the product's default). */
  variantId: string | null;
  quantity: number;
  productName: string | null;
  variantLabel: string | null;
}
export interface IdleCart {
  userId: string;
  lastChangeAt: Date;
}
export interface ReminderClaim {
  id: string;
  userId: string;
  version: string;
  items: ReminderLine[];
  lastChangeAt: Date;
  outcome: 'opted-out' | 'no-account';
  mail: MailMessage | null;
}
export interface CartReminderRepository {
  /** Users whose cart last changed in (changedAfter, changedBefore], longest idle first. */
  listIdle(changedBefore: Date, changedAfter: Date): Promise<IdleCart[]>;
  linesOf(userId: string): Promise<ReminderLine[]>;
  /** Which of these reminder ids exist already. */
  reminded(ids: string[]): Promise<Set<string>>;
  /** Inserts the reminder with its mail; false when it exists (another sweep claimed it). */
  claim(claim: ReminderClaim): Promise<boolean>;
  find(
    id: string,
  ): Promise<{ id: string; userId: string; version: string; items: ReminderLine[] } | null>;
}
export interface MailProfile {
  email: string;
  name: string;
  /** The account's Email preferences allow marketing mail. */
  marketing: boolean;
  /** The newsletter's unsubscribe page (the footer's link) and its RFC 8058 one-click URL. */
  unsubscribeUrl: string | null;
  oneClickUrl: string | null;
}
/** What restoring adds to the signed-in user's cart. */
export interface CartAdder {
  addItem(
    userId: string,
    input: { productId: string; variantId?: string | undefined; quantity: number },
    requestId?: string,
  ): Promise<unknown>;
}

/**
 * The cart's version: its last change (every add and quantity change stamps its line). The
 * reminder's id is the user and that version, so a cart is reminded of once per version, and
 * changing it (then leaving it again) is a new cart.
 */
export const cartVersion = (lastChangeAt: Date) => lastChangeAt.getTime().toString(36);

export function createCartReminders(deps: {
  reminders: CartReminderRepository;
  profiles: (userId: string) => Promise<MailProfile | null>;
  mail: (input: {
    reminderId: string;
    to: string;
    name: string;
    items: ReminderLine[];
    token: string;
    unsubscribeUrl: string;
    oneClickUrl: string;
    linkDays: number;
  }) => MailMessage;
  cart: CartAdder;
  secret: string;
  afterMs: number;
  clock: Clock;
  logger: Logger;
}) {
  const { reminders, profiles, clock, logger } = deps;

  async function remind(idle: IdleCart, id: string, version: string): Promise<boolean> {
    const items = await reminders.linesOf(idle.userId);
    if (items.length === 0) return false;
    // Asked before the claim: an account that cannot answer now leaves the cart for the next sweep.
    const profile = await profiles(idle.userId);
    const may =
      profile?.marketing === true &&
      profile.unsubscribeUrl !== null &&
      profile.oneClickUrl !== null;
    const exp = Math.floor(clock.now().getTime() / 1000) + RESTORE_LINK_DAYS * 24 * 60 * 60;
    const mail =
      profile && may
        ? deps.mail({
            reminderId: id,
            to: profile.email,
            name: profile.name,
            items,
            token: signRestoreToken(deps.secret, {
              reminderId: id,
              userId: idle.userId,
              version,
              exp,
            }),
            unsubscribeUrl: profile.unsubscribeUrl ?? '',
            oneClickUrl: profile.oneClickUrl ?? '',
            linkDays: RESTORE_LINK_DAYS,
          })
        : null;
    return reminders.claim({
      id,
      userId: idle.userId,
      version,
      items,
      lastChangeAt: idle.lastChangeAt,
      outcome: profile ? 'opted-out' : 'no-account',
      mail,
    });
  }

  return {
    /**
     * Finds carts idle for ABANDONED_CART_AFTER_MS and claims one reminder for each (the insert
     * of `<user>:<version>` is the claim: safe with any number of instances). The mail goes only
     * to a shopper whose Email preferences allow marketing mail. Returns the carts claimed.
     */
    async sweep(): Promise<number> {
      const now = clock.now().getTime();
      const idle = await reminders.listIdle(
        new Date(now - deps.afterMs),
        new Date(now - deps.afterMs - LOOK_BACK_MS),
      );
      const ids = idle.map((cart) => `${cart.userId}:${cartVersion(cart.lastChangeAt)}`);
      const done = await reminders.reminded(ids);
      let claimed = 0;
      for (const [i, cart] of idle.entries()) {
        const id = ids[i] ?? '';
        if (done.has(id)) continue;
        if (claimed >= PER_SWEEP) break;
        try {
          if (await remind(cart, id, cartVersion(cart.lastChangeAt))) claimed += 1;
        } catch (err) {
          logger.warn(
            { err, userId: cart.userId },
            'cart reminder not made; the next sweep tries again',
          );
        }
      }
      return claimed;
    },

    /**
     * The restore link, followed by the signed-in user: the reminded lines come back into their
     * cart (each up to the quantity it had; what is now out of stock or gone is named). Following
     * it again changes nothing. Forged or malformed: 400; expired: 410; another account's: 403.
     */
    async restore(userId: string, token: string, requestId?: string) {
      const claim = readRestoreToken(deps.secret, token);
      if (!claim) throw new AppError(400, CART_LINK_INVALID_MESSAGE, 'CART_LINK_INVALID');
      if (claim.exp * 1000 < clock.now().getTime())
        throw new AppError(410, CART_LINK_EXPIRED_MESSAGE, 'CART_LINK_EXPIRED');
      if (claim.userId !== userId)
        throw new AppError(403, CART_LINK_OTHER_ACCOUNT_MESSAGE, 'CART_LINK_OTHER_ACCOUNT');
      const reminder = await reminders.find(claim.reminderId);
      if (!reminder || reminder.userId !== userId || reminder.version !== claim.version)
        throw new AppError(400, CART_LINK_INVALID_MESSAGE, 'CART_LINK_INVALID');
      // One line per product and variant: the reminded variant comes back, not another one.
      const keyOf = (line: { productId: string; variantId: string | null }) =>
        `${line.productId}:${line.variantId ?? ''}`;
      const current = new Map(
        (await reminders.linesOf(userId)).map((line) => [keyOf(line), line.quantity]),
      );
      let restored = 0;
      const unavailable: string[] = [];
      for (const item of reminder.items) {
        const missing = item.quantity - (current.get(keyOf(item)) ?? 0);
        if (missing <= 0) continue;
        try {
          await deps.cart.addItem(
            userId,
            {
              productId: item.productId,
              ...(item.variantId ? { variantId: item.variantId } : {}),
              quantity: missing,
            },
            requestId,
          );
          restored += 1;
        } catch (err) {
          // Gone from the catalog, out of stock, or past a line's cap: named, the rest restored.
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          unavailable.push(
            item.productName ? lineName(item.productName, item.variantLabel) : 'An item',
          );
        }
      }
      return { restored, unavailable };
    },
  };
}
export type CartReminders = ReturnType<typeof createCartReminders>;
