import type { SubscriptionRepository } from './ports';
import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe-tokens';
import type { UserRecord } from './user';

/** "Ada King Lovelace" -> Ada / King Lovelace: the names a newsletter row carries. */
function splitName(fullName: string | null) {
  const [first = '', ...rest] = (fullName ?? '').trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

/**
 * A signed-in account's own newsletter subscription: the rows it made (their `accountId`), never
 * a row merely because its profile email names it. Profile emails are not verified, so an email
 * proves nothing: an account that set a stranger's address could otherwise read and change the
 * stranger's subscription. (The mail issue adds the other proof: a confirmation link.)
 */
export function createOwnSubscription(subscriptions: SubscriptionRepository) {
  return {
    async isOn(accountId: string): Promise<boolean> {
      return (await subscriptions.ownedBy(accountId)).some((row) => row.isSubscribed);
    },

    /**
     * Turns the account's subscription on: a row it owns is subscribed again (whatever address it
     * was made for: a changed profile email does not move it); without one, its profile email
     * gets a new row of its own, or the pending sign-up nobody confirmed for that address is
     * taken over. 'not-yours' when the address has a row someone else controls.
     */
    async turnOn(user: UserRecord, source: string): Promise<'subscribed' | 'not-yours'> {
      if ((await subscriptions.ownedBy(user.id)).length > 0) {
        await subscriptions.setSubscribedForOwner(user.id, true);
        return 'subscribed';
      }
      const made = await subscriptions.create(
        user.email,
        {
          ...splitName(user.fullName),
          // The token of the links its emails will carry; only the hash is kept.
          tokenHash: hashUnsubscribeToken(newUnsubscribeToken()),
          source,
        },
        user.id,
      );
      if (made || (await subscriptions.claimPending(user.email, user.id))) return 'subscribed';
      return 'not-yours';
    },

    async turnOff(accountId: string): Promise<void> {
      await subscriptions.setSubscribedForOwner(accountId, false);
    },
  };
}

export type OwnSubscription = ReturnType<typeof createOwnSubscription>;
