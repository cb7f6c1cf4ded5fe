import {
  addDays,
  daysBetween,
  isRoastDay,
  nextRoastDayAfter,
  roastDayFrom,
  roastDays,
  shopDay,
} from '../roast-calendar';

describe('the roastery calendar', () => {
  it('when it is late evening in New York, then the shop day is still that day there', () => {
    // 03:30 UTC on Tuesday is 22:30 on Monday in New York.
    const at = new Date('2026-12-01T03:30:00Z');
    expect(shopDay(at, 'America/New_York')).toBe('2026-11-30');
    expect(shopDay(at, 'Europe/Berlin')).toBe('2026-12-01');
  });

  it('when days are counted, then months and years roll over', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-28', '2026-12-02')).toBe(4);
  });

  it('when the next roast day is asked, then weekends are skipped', () => {
    // 2026-11-27 is a Friday.
    expect(isRoastDay('2026-11-27')).toBe(true);
    expect(isRoastDay('2026-11-28')).toBe(false);
    expect(nextRoastDayAfter('2026-11-27')).toBe('2026-11-30');
    expect(nextRoastDayAfter('2026-11-28')).toBe('2026-11-30');
    expect(nextRoastDayAfter('2026-11-30')).toBe('2026-12-01');
    expect(roastDayFrom('2026-11-29')).toBe('2026-11-30');
    expect(roastDayFrom('2026-12-01')).toBe('2026-12-01');
  });

  it('when the plan asks for seven roast days from a Sunday, then it gets Monday to the next Tuesday', () => {
    expect(roastDays('2026-11-29', 7)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
  });
});
