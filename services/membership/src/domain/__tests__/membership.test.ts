import { membershipStatusSchema, toMembershipStatus } from '../membership';

describe('toMembershipStatus', () => {
  it('when the user is Direct+, then the plan is directPlus; otherwise standard', () => {
    const member = {
      id: 'u',
      isDirectPlus: true,
      directPlusExpiry: '2026-01-01T00:00:00.000Z',
      membershipNumber: '1234567890123',
    };
    expect(toMembershipStatus(member)).toEqual({
      plan: 'directPlus',
      isDirectPlus: true,
      directPlusExpiry: '2026-01-01T00:00:00.000Z',
      membershipNumber: '1234567890123',
    });
    const standard = toMembershipStatus({ ...member, isDirectPlus: false, directPlusExpiry: null });
    expect(standard.plan).toBe('standard');
    expect(membershipStatusSchema.parse(standard)).toEqual(standard);
  });
});
