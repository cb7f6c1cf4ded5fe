import {
  NEWSLETTER_CONFIRM_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type NewsletterSubscribeResponse,
  type newsletterSubscribeSchema,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { OwnSubscription } from './own-subscription';
import type { SubscriptionRepository } from './ports';
import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe-tokens';
import type { UserRecord } from './user';

export interface NewsletterDeps {
  subscriptions: SubscriptionRepository;
  own: OwnSubscription;
  /** Subscriptions per client address and per email in a window: every request counts. */
  throttle: AttemptThrottle;
  limits: { perAddress: number; perEmail: number };
  clock: Clock;
}

const emptyToNull = (value: string | undefined) => (value ? value : null);

const PENDING: NewsletterSubscribeResponse = {
  message: NEWSLETTER_CONFIRM_MESSAGE,
  status: 'pending',
};
const SUBSCRIBED: NewsletterSubscribeResponse = {
  message: NEWSLETTER_SUBSCRIBED_MESSAGE,
  status: 'subscribed',
};

export function createNewsletterUseCases(deps: NewsletterDeps) {
  const { subscriptions, own, throttle, limits, clock } = deps;

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

  return {
    /**
     * The home page's sign-up, double opt-in: an address is subscribed only by its owner. A
     * signed-in account subscribes its own address at once (see subscribeOwn); any other sign-up
     * changes no one's subscription: a new address gets a pending row (subscribed once the link
     * of its confirmation mail is followed: the mail issue sends it), an unsubscribed one is noted
     * as asking again. The answer is then the same whatever the address's state, and never
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
      const made = await subscriptions.create(
        email,
        {
          // Names only on a new row: a stranger signing an address up cannot rename its row.
          firstName: emptyToNull(input.firstName),
          lastName: emptyToNull(input.lastName),
          tokenHash: hashUnsubscribeToken(newUnsubscribeToken()),
          source: 'newsletter-form',
        },
        null,
      );
      if (!made) await subscriptions.noteConfirmationRequest(email, clock.now());
      return PENDING;
    },

    /** The link's token unsubscribes its row (again: still 200); an unknown token is a 404. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const found = await subscriptions.unsubscribeByTokenHash(hashUnsubscribeToken(token));
      if (!found) throw new AppError(404, NEWSLETTER_LINK_INVALID_MESSAGE, 'NOT_FOUND');
      return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  };
}

export type NewsletterUseCases = ReturnType<typeof createNewsletterUseCases>;
