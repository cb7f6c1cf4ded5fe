import { randomBytes } from 'node:crypto';
import type { PublicUser } from '@coffee/contracts';
import { makeUser as baseUser } from '@coffee/contracts/testing';

/** A user id as the account service makes them (an ObjectId's 24 hex digits), new each call. */
export const newUserId = (): string => randomBytes(12).toString('hex');

/**
 * A complete public user (a Standard customer unless told otherwise), as the account service
 * answers: the contracts' one factory, with a new id (and a username and email from it) each
 * call, so that tests sharing a database never collide.
 */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const id = overrides.id ?? newUserId();
  return baseUser({
    id,
    username: `user-${id.slice(-6)}`,
    email: `${id.slice(-6)}@example.com`,
    fullName: 'Test User',
    ...overrides,
  });
}
