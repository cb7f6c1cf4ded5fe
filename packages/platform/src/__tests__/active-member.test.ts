import { isActiveMember } from '..';

describe('active Direct+ membership', () => {
  const now = Date.parse('2026-11-30T12:00:00.000Z');

  it('when the session says member and the membership runs past now, then member prices apply', () => {
    expect(
      isActiveMember({ isDirectPlus: true, directPlusExpiry: '2026-12-01T00:00:00.000Z' }, now),
    ).toBe(true);
  });

  it('when the membership ended on a page left open, then full prices apply, as the service charges them', () => {
    expect(
      isActiveMember({ isDirectPlus: true, directPlusExpiry: '2026-11-30T11:59:59.000Z' }, now),
    ).toBe(false);
  });

  it('when signed out, not a member, or a member without an end date, then full prices apply', () => {
    expect(isActiveMember(null, now)).toBe(false);
    expect(
      isActiveMember({ isDirectPlus: false, directPlusExpiry: '2027-11-30T00:00:00.000Z' }, now),
    ).toBe(false);
    expect(isActiveMember({ isDirectPlus: true, directPlusExpiry: null }, now)).toBe(false);
  });
});
