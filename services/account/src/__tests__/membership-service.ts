import { createMembershipServer, loadMembershipConfig } from '@coffee/membership-service';
import {
  dropTestDatabase,
  generateKeyPair,
  testServiceEnv,
} from '@coffee/service-defaults/testing';

/**
 * The real membership service on its own database, its demo in-store memberships seeded, for the
 * account service to claim numbers from. Nothing here calls the account back (claims never do),
 * so its own account address goes nowhere.
 */
export async function startMembershipService(internalToken: string) {
  const config = loadMembershipConfig(
    testServiceEnv(generateKeyPair(), 'membership', {
      INTERNAL_TOKEN: internalToken,
      SEED_DEMO_DATA: 'true',
      ACCOUNT_URL: 'http://127.0.0.1:9',
    }),
  );
  const service = createMembershipServer(config);
  const { url } = await service.start();
  const db = service.ctx.db;
  return {
    url,
    /** Adds an unclaimed in-store membership of the test's own (13 digits), a year to run. */
    async addInStore(membershipNumber: string, firstName = 'Ada', lastName = 'Lovelace') {
      const expiresAt = new Date(Date.now() + 365 * 86400000);
      await db
        .collection('in_store_memberships')
        .insertOne({ membershipNumber, firstName, lastName, expiresAt });
      return { membershipNumber, fullName: `${firstName} ${lastName}`, expiresAt };
    },
    /** The user's membership record and history lines there (the demo member's billing). */
    async billingOf(userId: string) {
      const record = await db.collection('memberships').findOne({ userId });
      const history = await db.collection('membership_events').find({ userId }).toArray();
      const cards = await db.collection('offline_cards').find({ userId }).toArray();
      return { record, history: history.map((e) => e.detail as string), cards };
    },
    /** Who holds the number in the membership service, or null. */
    async claimant(membershipNumber: string): Promise<string | null> {
      const claim = await db
        .collection<{ _id: string; userId: string }>('in_store_claims')
        .findOne({ _id: membershipNumber });
      return claim?.userId ?? null;
    },
    async stop() {
      await service.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type MembershipService = Awaited<ReturnType<typeof startMembershipService>>;
