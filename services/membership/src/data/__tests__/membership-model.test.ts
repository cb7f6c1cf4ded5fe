import { newUserId } from '@coffee/service-defaults/testing';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { membershipModel } from '../membership-model';

describe('membership model', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership();
  });

  afterAll(async () => {
    await membership.stop();
  });

  it('when a membership is created, then it starts as a pending standard plan with timestamps', async () => {
    const doc = await membershipModel(membership.db).create({
      userId: newUserId(),
    });
    expect(doc.toObject()).toMatchObject({
      plan: 'standard',
      status: 'pending',
      createdAt: expect.any(Date),
    });
  });

  it('when a user or a membership number would get a second membership, then the unique indexes refuse it', async () => {
    const Membership = membershipModel(membership.db);
    const userId = newUserId();
    await Membership.create({
      userId,
      plan: 'directPlus',
      status: 'active',
      membershipNumber: '1000000000001',
    });
    await expect(Membership.create({ userId })).rejects.toMatchObject({ code: 11000 });
    await expect(
      Membership.create({
        userId: newUserId(),
        membershipNumber: '1000000000001',
      }),
    ).rejects.toMatchObject({ code: 11000 });
    // Many memberships without a number are fine.
    await Membership.create({ userId: newUserId() });
    await Membership.create({ userId: newUserId() });
  });

  it('when the plan or status is unknown, then the membership is refused', async () => {
    const Membership = membershipModel(membership.db);
    const save = async (doc: Record<string, unknown>) => new Membership(doc).save();
    await expect(save({ userId: 'u1', plan: 'gold' })).rejects.toThrow();
    await expect(save({ userId: 'u2', status: 'paused' })).rejects.toThrow();
    expect(
      await membership.db
        .collection('memberships')
        .countDocuments({ userId: { $in: ['u1', 'u2'] } }),
    ).toBe(0);
  });
});
