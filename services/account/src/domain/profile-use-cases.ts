import {
  DEFAULT_COUNTRY,
  NEWSLETTER_NOT_YOURS_MESSAGE,
  type Preferences,
  type ProfileUpdateParsed,
  type PublicUser,
  type preferencesUpdateSchema,
} from '@coffee/contracts';
import { AppError, type Clock, type Identity } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { EmailVerification } from './email-verification';
import type { OwnSubscription } from './own-subscription';
import type { ProfileFields, UserRepository } from './ports';
import { withDefaults } from './preferences';
import type { SignedInCheck } from './signed-in';
import { toPublicUser } from './user';

export interface ProfileDeps {
  users: UserRepository;
  /** A changed email waits for the link mailed to it. */
  emailChange: Pick<EmailVerification, 'requestChange'>;
  newsletter: OwnSubscription;
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

export function createProfileUseCases(deps: ProfileDeps) {
  const { users, emailChange, newsletter, signedIn, clock } = deps;

  async function preferencesOf(userId: string): Promise<Preferences> {
    const [stored, subscribed] = await Promise.all([
      users.preferences(userId),
      newsletter.isOn(userId),
    ]);
    return withDefaults(stored ?? {}, subscribed);
  }

  return {
    async profile(identity: Identity): Promise<PublicUser> {
      return toPublicUser(await signedIn(identity), clock.now());
    },

    /**
     * Only the profile form's fields (the schema is strict). A changed email must stay unique,
     * and takes effect only once the link mailed to it is opened: the answer still has the old one.
     */
    async updateProfile(identity: Identity, input: ProfileUpdateParsed): Promise<PublicUser> {
      const user = await signedIn(identity);
      const { email, ...fields } = profileFields(input);
      // First, so a taken address (409) changes nothing else either.
      if (email !== undefined) await emailChange.requestChange(user, email);
      const updated = await users.updateProfile(user.id, fields);
      if (!updated) throw new AppError(401, 'Not authenticated', 'NOT_AUTHENTICATED');
      return toPublicUser(updated, clock.now());
    },

    async preferences(identity: Identity): Promise<Preferences> {
      const user = await signedIn(identity);
      return preferencesOf(user.id);
    },

    /**
     * Stores the choices sent; `newsletter` turns the account's own subscription on or off (see
     * OwnSubscription): 409 when its email has a subscription the account did not make, and
     * then nothing is changed.
     */
    async updatePreferences(
      identity: Identity,
      update: z.output<typeof preferencesUpdateSchema>,
    ): Promise<Preferences> {
      const user = await signedIn(identity);
      const { newsletter: subscribe, ...notifications } = update.notifications ?? {};
      // First, so a refusal leaves the other choices as they were too.
      if (subscribe === true && (await newsletter.turnOn(user, 'account')) === 'not-yours')
        throw new AppError(409, NEWSLETTER_NOT_YOURS_MESSAGE, 'NEWSLETTER_NOT_YOURS');
      if (subscribe === false) await newsletter.turnOff(user.id);
      await users.setPreferences(user.id, {
        ...(Object.keys(notifications).length ? { notifications } : {}),
        ...(update.cookies ? { cookies: update.cookies } : {}),
      });
      return preferencesOf(user.id);
    },
  };
}

export type ProfileUseCases = ReturnType<typeof createProfileUseCases>;
