import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE,
  NEWSLETTER_CONFIRM_MESSAGE,
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type NewsletterSubscribeResponse,
  type newsletterSubscribeSchema,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import {
  marketingMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  type MarketingContent,
} from '../mail/newsletter/newsletter-mails';
import { InvalidMailError, pendingMail, type MailMessage } from '../mail/outbox';
import { hashLinkToken, newLinkToken } from './link-tokens';
import type { OwnSubscription } from './own-subscription';
import type { NewsletterMailStore, SubscriptionRepository } from './ports';
import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe-tokens';
import type { UserRecord } from './user';

export interface NewsletterDeps {
  subscriptions: SubscriptionRepository;
  own: OwnSubscription;
  /** Subscriptions per client address and per email in a window: every request counts. */
  throttle: AttemptThrottle;
  limits: { perAddress: number; perEmail: number };
  clock: Clock;
  /** The writes that record a mail with the change, and the shop's origin for the links. */
  mailStore: NewsletterMailStore;
  publicUrl: string;
  /** The account whose email this is (the Email preferences that decide marketing mail). */
  accountByEmail: (email: string) => Promise<{ id: string } | null>;
  /** A confirmation link spent once only (insert-once record: FerretDB-proof). */
  takeLink: (tokenHash: string, now: Date, expiresAt: Date) => Promise<boolean>;
  /** Every signed-out answer takes at least this long (ms): see `subscribe`. */
  answerFloorMs?: number;
}

/**
 * Above the slowest signed-out path here (medians on FerretDB: new address 22 ms, subscribed
 * 25 ms, pending with its mail resent 34 ms): the time of the answer tells nothing either.
 */
export const NEWSLETTER_ANSWER_FLOOR_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const emptyToNull = (value: string | undefined) => (value ? value : null);

const PENDING: NewsletterSubscribeResponse = {
  message: NEWSLETTER_CONFIRM_MESSAGE,
  status: 'pending',
};
const SUBSCRIBED: NewsletterSubscribeResponse = {
  message: NEWSLETTER_SUBSCRIBED_MESSAGE,
  status: 'subscribed',
};

const confirmLinkInvalid = () =>
  new AppError(400, NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE, 'NEWSLETTER_LINK_INVALID');

/** Whether pendingMail accepts the mail (a marketing mail needs an https PUBLIC_URL). */
function acceptable(mail: MailMessage): boolean {
  try {
    pendingMail(mail);
    return true;
  } catch (err) {
    if (err instanceof InvalidMailError) return false;
    throw err;
  }
}

export function createNewsletterUseCases(deps: NewsletterDeps) {
  const { subscriptions, own, throttle, limits, clock, mailStore, publicUrl } = deps;

  /**
   * The account's Email preferences decide every marketing mail: an account with this email
   * that has rows of its own, none of them subscribed, turned the newsletter off.
   */
  async function accountOptedOut(email: string): Promise<boolean> {
    const account = await deps.accountByEmail(email);
    if (!account) return false;
    const rows = await subscriptions.ownedBy(account.id);
    return rows.length > 0 && !rows.some((row) => row.isSubscribed);
  }

  /** Turns the newsletter off for the row's owner and for the account with the row's email. */
  async function turnOffAccounts(row: { email: string; accountId: string | null }) {
    const owners = new Set<string>();
    if (row.accountId) owners.add(row.accountId);
    const account = await deps.accountByEmail(row.email);
    if (account) owners.add(account.id);
    for (const owner of owners) await subscriptions.setSubscribedForOwner(owner, false);
  }

  /**
   * The account's own subscription, when the address is provably its: a row it made, or its own
   * profile email while no one else controls that address. Decided only from the account's own
   * rows and its own email, so the answer says nothing about anyone else's address.
   */
  async function subscribeOwn(user: UserRecord, email: string): Promise<boolean> {
    const row = await subscriptions.findByEmail(email);
    if (row?.accountId === user.id) {
      await subscriptions.setSubscribedForOwner(user.id, true);
      return true;
    }
    if (email !== user.email.toLowerCase()) return false;
    return (await own.turnOn(user, 'newsletter-form')) === 'subscribed';
  }

  /** The pending row or a new link for a row that is not subscribed, each with its mail. */
  async function requestConfirmation(
    input: z.output<typeof newsletterSubscribeSchema>,
    email: string,
  ): Promise<void> {
    const { token, tokenHash, tokenId } = newLinkToken();
    const expiresAt = new Date(clock.now().getTime() + NEWSLETTER_CONFIRM_TTL_HOURS * 3_600_000);
    try {
      await mailStore.requestConfirmation(
        email,
        // Names only on a new row: a stranger signing an address up cannot rename its row.
        { firstName: emptyToNull(input.firstName), lastName: emptyToNull(input.lastName) },
        {
          unsubscribeTokenHash: hashUnsubscribeToken(newUnsubscribeToken()),
          source: 'newsletter-form',
        },
        { tokenHash, expiresAt },
        (to) => newsletterConfirmMail(publicUrl, to, token, tokenId),
        clock.now(),
      );
    } catch (err) {
      // An address no mail can reach is refused by the schema before this; a stored one
      // that fails the mailer's checks gets no row change and the same answer.
      if (!(err instanceof InvalidMailError)) throw err;
    }
  }

  return {
    /**
     * The home page's sign-up, double opt-in: an address is subscribed only by its owner. A
     * signed-in account subscribes its own address at once (see subscribeOwn); any other sign-up
     * changes no one's subscription: a new address gets a pending row and its confirmation mail
     * in one write; a pending or unsubscribed one gets a new link and mail (the earlier link stops
     * working), within the per-email limit; a subscribed one gets nothing. The answer is then
     * the same whatever the address's state, in words and (under a floor) in time, and never
     * carries a link: an unsubscribe link goes to the address's owner in the emails alone.
     */
    async subscribe(
      input: z.output<typeof newsletterSubscribeSchema>,
      clientKey: string,
      user: UserRecord | null,
    ): Promise<NewsletterSubscribeResponse> {
      const email = input.email.toLowerCase();
      // Never withdrawn: each request would send a mail, so each one counts.
      await throttle.begin(
        [
          { key: `address:${clientKey}`, maxFailures: limits.perAddress },
          { key: `email:${email}`, maxFailures: limits.perEmail },
        ],
        clock.now(),
      );
      if (user && (await subscribeOwn(user, email))) return SUBSCRIBED;
      const answerAt = performance.now() + (deps.answerFloorMs ?? NEWSLETTER_ANSWER_FLOOR_MS);
      try {
        await requestConfirmation(input, email);
      } finally {
        await sleep(Math.max(0, answerAt - performance.now()));
      }
      return PENDING;
    },

    /**
     * The confirmation link: once, before it expires, for the row it was made for. Subscribed,
     * and the welcome mail (marketing) recorded in the same write, unless the account with this
     * email turned marketing mail off or the shop cannot send marketing mail (http PUBLIC_URL).
     */
    async confirm(token: string): Promise<{ message: string }> {
      const tokenHash = hashLinkToken(token);
      const now = clock.now();
      const row = await mailStore.findByConfirmLink(tokenHash, now);
      if (!row) throw confirmLinkInvalid();
      const expiresAt = new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_HOURS * 3_600_000);
      if (!(await deps.takeLink(`newsletter-confirm:${tokenHash}`, now, expiresAt)))
        throw confirmLinkInvalid();
      let welcome: { mail: MailMessage; unsubscribeTokenHash: string } | null = null;
      if (!(await accountOptedOut(row.recipient.email))) {
        const unsubscribeToken = newUnsubscribeToken();
        const mail = newsletterWelcomeMail(
          publicUrl,
          row.recipient,
          unsubscribeToken,
          tokenHash.slice(0, 16),
        );
        if (acceptable(mail))
          welcome = { mail, unsubscribeTokenHash: hashUnsubscribeToken(unsubscribeToken) };
      }
      if (!(await mailStore.confirm(row.id, tokenHash, welcome, now))) throw confirmLinkInvalid();
      return { message: NEWSLETTER_CONFIRMED_MESSAGE };
    },

    /**
     * One marketing mail to a subscribed, confirmed address whose account (if any) has not
     * turned the newsletter off: its own unsubscribe token, footer link and RFC 8058 headers.
     * False when nothing was recorded (opted out, unconfirmed, unknown).
     */
    async sendMarketing(
      email: string,
      content: (to: { email: string; firstName: string | null }) => MarketingContent,
    ): Promise<boolean> {
      const target = await mailStore.subscribedRow(email);
      if (!target || (await accountOptedOut(target.recipient.email))) return false;
      const token = newUnsubscribeToken();
      const mail = marketingMail(publicUrl, target.recipient, token, content(target.recipient));
      return mailStore.recordMarketing(target.recipient.email, mail, hashUnsubscribeToken(token));
    },

    /**
     * The link's token (the page's button, or a mail client's RFC 8058 one-click POST)
     * unsubscribes its row (again: still 200); an unknown token is a 404.
     */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const tokenHash = hashUnsubscribeToken(token);
      const found = await subscriptions.unsubscribeByTokenHash(tokenHash);
      if (!found) throw new AppError(404, NEWSLETTER_LINK_INVALID_MESSAGE, 'NOT_FOUND');
      // The Email preferences of the account with this address say "off" too.
      const row = await mailStore.findByUnsubscribeToken(tokenHash);
      if (row) await turnOffAccounts(row);
      return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  };
}

export type NewsletterUseCases = ReturnType<typeof createNewsletterUseCases>;
