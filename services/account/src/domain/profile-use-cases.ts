import {
  DEFAULT_COUNTRY,
  USERNAME_TAKEN_MESSAGE,
  type Preferences,
  type ProfileUpdateParsed,
  type PublicUser,
  type preferencesUpdateSchema,
} from '@coffee/contracts';
import { AppError, type Clock, type Identity, isDuplicateKeyError } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { ProfileFields, SubscriptionRepository, UserRepository } from './ports';
import { withDefaults } from './preferences';
import type { SignedInCheck } from './signed-in';
import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe-tokens';
import { toPublicUser } from './user';

export interface ProfileDeps {
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  signedIn: SignedInCheck;
  clock: Clock;
}

/** Left out: unchanged; empty: cleared (an emptied country is the spec's default again). */
const optional = (value: string | undefined) =>
  value === undefined ? undefined : value === '' ? null : value;

function profileFields(input: ProfileUpdateParsed): ProfileFields {
  const fields: ProfileFields = {
    fullName: input.fullName,
    email: input.email.toLowerCase(),
    phone: optional(input.phone),
    address: optional(input.address),
    city: optional(input.city),
    state: optional(input.state),
    zipCode: optional(input.zipCode),
    country: input.country === undefined ? undefined : input.country || DEFAULT_COUNTRY,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProfileFields;
}

/** "Ada King Lovelace" -> Ada / King Lovelace: the names a newsletter row carries. */
function splitName(fullName: string | null) {
  const [first = '', ...rest] = (fullName ?? '').trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

export function createProfileUseCases(deps: ProfileDeps) {
  const { users, subscriptions, signedIn, clock } = deps;
  const usernameTaken = () => new AppError(409, USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN');

  async function preferencesOf(userId: string, email: string): Promise<Preferences> {
    const [stored, newsletter] = await Promise.all([
      users.preferences(userId),
      subscriptions.isSubscribed(email),
    ]);
    return withDefaults(stored ?? {}, newsletter);
  }

  return {
    async profile(identity: Identity): Promise<PublicUser> {
      return toPublicUser(await signedIn(identity), clock.now());
    },

    /** Only the profile form's fields (the schema is strict); a changed email must stay unique. */
    async updateProfile(identity: Identity, input: ProfileUpdateParsed): Promise<PublicUser> {
      const user = await signedIn(identity);
      const fields = profileFields(input);
      if (fields.email !== user.email && (await users.emailTakenByOther(input.email, user.id)))
        throw usernameTaken();
      let updated;
      try {
        updated = await users.updateProfile(user.id, fields);
      } catch (err) {
        // Another account took the address between the check and the write: the index decides.
        if (isDuplicateKeyError(err)) throw usernameTaken();
        throw err;
      }
      if (!updated) throw new AppError(401, 'Not authenticated', 'NOT_AUTHENTICATED');
      return toPublicUser(updated, clock.now());
    },

    async preferences(identity: Identity): Promise<Preferences> {
      const user = await signedIn(identity);
      return preferencesOf(user.id, user.email);
    },

    /**
     * Stores the choices sent; `newsletter` subscribes or unsubscribes the account's email in
     * `email_subscriptions`, the same row the home page's form writes.
     */
    async updatePreferences(
      identity: Identity,
      update: z.output<typeof preferencesUpdateSchema>,
    ): Promise<Preferences> {
      const user = await signedIn(identity);
      const { newsletter, ...notifications } = update.notifications ?? {};
      await users.setPreferences(user.id, {
        ...(Object.keys(notifications).length ? { notifications } : {}),
        ...(update.cookies ? { cookies: update.cookies } : {}),
      });
      if (newsletter === true) {
        await subscriptions.subscribe(user.email, {
          ...splitName(user.fullName),
          // A new row needs a token for the mails' links; an existing row keeps its own.
          tokenHash: hashUnsubscribeToken(newUnsubscribeToken()),
          addToken: false,
          source: 'account',
        });
      } else if (newsletter === false) {
        await subscriptions.unsubscribeEmail(user.email);
      }
      return preferencesOf(user.id, user.email);
    },
  };
}

export type ProfileUseCases = ReturnType<typeof createProfileUseCases>;
