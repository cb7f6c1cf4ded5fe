import {
  addBusinessDays,
  chargeAtOf,
  chargeDayOf,
  dayIn,
  earliestDeliveryDay,
  isDay,
  isLocked,
  lockAtOf,
  lockDayOf,
  memberSubscriptionCents,
  startOfDayIn,
  type ShopCalendar,
} from '../index';

const NY = 'America/New_York';
const calendar = (holidays: string[] = []): ShopCalendar => ({
  timeZone: NY,
  holidays: new Set(holidays),
});

describe('the business calendar', () => {
  it('reads only real days', () => {
    expect(isDay('2026-12-08')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });

  it('counts business days over weekends and holidays, both ways', () => {
    const holidays = new Set(['2026-12-25']);
    expect(addBusinessDays('2026-12-24', 1, holidays)).toBe('2026-12-28'); // Thu -> Mon
    expect(addBusinessDays('2026-12-28', -1, holidays)).toBe('2026-12-24');
    expect(addBusinessDays('2026-12-07', -3, holidays)).toBe('2026-12-02'); // Mon -> Wed
  });

  it('finds the start of a day in the shop zone, across daylight saving changes', () => {
    expect(startOfDayIn('2026-12-08', NY).toISOString()).toBe('2026-12-08T05:00:00.000Z');
    expect(startOfDayIn('2026-07-08', NY).toISOString()).toBe('2026-07-08T04:00:00.000Z');
    // The day clocks go back (Nov 1) and forward (Mar 8) still begin at their own midnight.
    expect(startOfDayIn('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayIn(new Date('2026-12-08T04:59:59Z'), NY)).toBe('2026-12-07');
    expect(dayIn(new Date('2026-12-08T05:00:00Z'), NY)).toBe('2026-12-08');
  });
});

describe('the subscription schedule', () => {
  it('charges the business day before a delivery and locks three business days before that', () => {
    // Delivery Monday Dec 28; Friday Dec 25 is a holiday: charged Thursday Dec 24, locked from
    // Monday Dec 21 (Wed 23, Tue 22, Mon 21 are the three business days before the charge).
    const shop = calendar(['2026-12-25']);
    expect(chargeDayOf('2026-12-28', shop)).toBe('2026-12-24');
    expect(lockDayOf('2026-12-28', shop)).toBe('2026-12-21');
    expect(chargeAtOf('2026-12-28', shop).toISOString()).toBe('2026-12-24T05:00:00.000Z');
    // Without the holiday the charge is Friday and the lock Tuesday.
    expect(lockDayOf('2026-12-28', calendar())).toBe('2026-12-22');
  });

  it('locks at the start of the lock day: one second before it is still open', () => {
    const shop = calendar(['2026-12-25']);
    const lockAt = lockAtOf('2026-12-28', shop).getTime();
    expect(isLocked('2026-12-28', shop, new Date(lockAt - 1000))).toBe(false);
    expect(isLocked('2026-12-28', shop, new Date(lockAt + 1000))).toBe(true);
  });

  it('offers as the earliest first delivery the first business day not yet locked', () => {
    // Tuesday Dec 1, 10:00 in New York: Dec 7 (Mon) locked from Dec 1 already; Dec 8 is open.
    expect(earliestDeliveryDay(calendar(), new Date('2026-12-01T15:00:00Z'))).toBe('2026-12-08');
    // A holiday on the charge's lock path pushes it a day further.
    expect(earliestDeliveryDay(calendar(['2026-12-02']), new Date('2026-12-01T15:00:00Z'))).toBe(
      '2026-12-09',
    );
  });

  it('takes 15% off a member delivery, rounded half up to the cent', () => {
    expect(memberSubscriptionCents(1999)).toBe(1699); // 299.85 -> 300 off
    expect(memberSubscriptionCents(1000)).toBe(850);
  });
});
