import { newUserId } from '@coffee/service-defaults/testing';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { createMembershipLedger } from '../membership-ledger';

describe('membership ledger: the per-user change lock', () => {
  let membership: StartedMembership;
  const locks = () => membership.db.collection('membership_locks');

  beforeAll(async () => {
    membership = await startMembership();
  });

  afterAll(async () => {
    await membership.stop();
  });

  it('when a user is locked, then a second lock for them is refused until the first is released', async () => {
    const ledger = createMembershipLedger(membership.db, { lockTtlMs: 60_000 });
    const id = newUserId();
    const release = await ledger.tryLock(id);
    expect(release).not.toBeNull();
    expect(await ledger.tryLock(id)).toBeNull();
    // Other users are not blocked.
    const other = await ledger.tryLock(newUserId());
    expect(other).not.toBeNull();
    await release?.();
    await other?.();
    const again = await ledger.tryLock(id);
    expect(again).not.toBeNull();
    await again?.();
    expect(await locks().countDocuments({ _id: id as never })).toBe(0);
  });

  it('when many take the same lock at once, then exactly one gets it', async () => {
    const ledger = createMembershipLedger(membership.db, { lockTtlMs: 60_000 });
    const id = newUserId();
    const results = await Promise.all(Array.from({ length: 8 }, () => ledger.tryLock(id)));
    expect(results.filter((release) => release !== null)).toHaveLength(1);
  });

  it('when a lock has expired, then it is taken over, and the old holder cannot free the new one', async () => {
    const ledger = createMembershipLedger(membership.db, { lockTtlMs: 1 });
    const id = newUserId();
    const stale = await ledger.tryLock(id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const fresh = await createMembershipLedger(membership.db, { lockTtlMs: 60_000 }).tryLock(id);
    expect(fresh).not.toBeNull();
    await stale?.();
    expect(await locks().countDocuments({ _id: id as never })).toBe(1);
    await fresh?.();
    expect(await locks().countDocuments({ _id: id as never })).toBe(0);
  });
});
