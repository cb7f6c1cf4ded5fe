import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type NewsletterSubscribeResponse,
  type newsletterSubscribeSchema,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { SubscriptionRepository } from './ports';
import { hashUnsubscribeToken, newUnsubscribeToken, unsubscribeUrl } from './unsubscribe-tokens';

export interface NewsletterDeps {
  subscriptions: SubscriptionRepository;
  /** Subscriptions per client address and per email in a window: every request counts. */
  throttle: AttemptThrottle;
  limits: { perAddress: number; perEmail: number };
  clock: Clock;
}

const emptyToNull = (value: string | undefined) => (value ? value : null);

export function createNewsletterUseCases(deps: NewsletterDeps) {
  const { subscriptions, throttle, limits, clock } = deps;
  return {
    /**
     * Subscribes the address (one row per lowercased email). The answer is the same whether or
     * not it was known, so it tells nobody who subscribes. Each time a fresh unsubscribe token is
     * added to the row: only its hash is kept, so a link can only be given out when it is made (in
     * a real deployment, in the confirmation mail; here, in the answer).
     */
    async subscribe(
      input: z.output<typeof newsletterSubscribeSchema>,
      clientKey: string,
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
      const token = newUnsubscribeToken();
      await subscriptions.subscribe(email, {
        firstName: emptyToNull(input.firstName),
        lastName: emptyToNull(input.lastName),
        tokenHash: hashUnsubscribeToken(token),
        addToken: true,
        source: 'newsletter-form',
      });
      return { message: NEWSLETTER_SUBSCRIBED_MESSAGE, unsubscribeUrl: unsubscribeUrl(token) };
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
