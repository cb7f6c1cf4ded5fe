import { OFFLINE_TEST_CARDS, type PublicUser } from '@coffee/contracts';
import { createInternalClient, type Clock } from '@coffee/service-defaults';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import type { StartedMembership } from '../../__tests__/start-membership';
import { createAccountContacts } from '../../data/account-contacts';
import { createMembershipStore } from '../../data/membership-store';
import { createRenewalNotices } from '../../domain/billing/renewal-notices';
import { createDirectPlusMails } from '../direct-plus-mails';

export interface StoredMail {
  key: string;
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
}

const goodCard = { number: OFFLINE_TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };

/** What the Direct+ mail tests do to a started membership service. */
export function mailHarness(m: StartedMembership) {
  const auth = (userId: string) => ({
    authorization: `Bearer ${m.tokens.valid({ sub: userId })}`,
  });
  return {
    customer(overrides: Partial<PublicUser> = {}) {
      return m.account.addUser({
        id: newUserId(),
        hasCompletedInitialPayment: false,
        ...overrides,
      });
    },
    /** Buys Direct+ with the offline test card: the confirmation's answer. */
    async buy(userId: string, billingPeriod: 'annual' | 'monthly' = 'annual') {
      const setup = await request(m.url)
        .post('/api/create-directplus-payment')
        .set(auth(userId))
        .send({ billingPeriod })
        .expect(200);
      const secret = setup.body.clientSecret as string;
      const confirm = () =>
        request(m.url)
          .post('/api/offline-payments/confirm')
          .set(auth(userId))
          .send({ clientSecret: secret, card: goodCard });
      return { confirmed: await confirm().expect(200), confirm };
    },
    post: (userId: string, path: string, body?: object) =>
      request(m.url).post(path).set(auth(userId)).send(body),
    /** The mails recorded on the user's membership record (no mailer runs without SMTP_URL). */
    async outboxOf(userId: string): Promise<StoredMail[]> {
      const doc = await m.db.collection('memberships').findOne({ userId });
      return (doc?.outbox ?? []) as StoredMail[];
    },
    record: (userId: string) => m.db.collection('memberships').findOne({ userId }),
    /** A sweep as one instance runs it, at the time `now` gives. */
    notices(now: () => Date) {
      const clock: Clock = { now };
      const client = createInternalClient({
        service: 'account',
        baseUrl: m.account.url,
        token: m.internalToken,
        timeoutMs: 5000,
      });
      return createRenewalNotices({
        store: createMembershipStore(m.db, { lockTtlMs: 30_000 }),
        contacts: createAccountContacts(client),
        mails: createDirectPlusMails(m.config.mail.publicUrl),
        clock,
      });
    },
  };
}
