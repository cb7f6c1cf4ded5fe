import type { StoreHours } from '@coffee/contracts';
import { describeHours, hoursToday, isOpenAt, localTime } from '../store-hours';

const day = (open: string, close: string) => ({ open, close });
const hours: StoreHours = {
  sunday: null,
  monday: day('07:00', '19:00'),
  tuesday: day('07:00', '19:00'),
  wednesday: day('07:00', '19:00'),
  thursday: day('07:00', '19:00'),
  friday: day('07:00', '01:00'),
  saturday: day('08:00', '24:00'),
};

describe('store hours', () => {
  it('when it is 14:00 UTC on a Monday, then it is 07:00 in Los Angeles (PDT) and 10:00 in New York', () => {
    const at = new Date('2026-06-01T14:00:00Z'); // a Monday
    expect(localTime(at, 'America/Los_Angeles')).toEqual({ day: 'monday', minutes: 7 * 60 });
    expect(localTime(at, 'America/New_York')).toEqual({ day: 'monday', minutes: 10 * 60 });
    expect(localTime(at, 'Pacific/Honolulu')).toEqual({ day: 'monday', minutes: 4 * 60 });
  });

  it('when a store opens at 07:00 and closes at 19:00, then open from 07:00 up to 18:59 on its own clocks', () => {
    const la = 'America/Los_Angeles';
    expect(isOpenAt(hours, la, new Date('2026-06-01T13:59:00Z'))).toBe(false); // 06:59
    expect(isOpenAt(hours, la, new Date('2026-06-01T14:00:00Z'))).toBe(true); // 07:00
    expect(isOpenAt(hours, la, new Date('2026-06-02T01:59:00Z'))).toBe(true); // Mon 18:59
    expect(isOpenAt(hours, la, new Date('2026-06-02T02:00:00Z'))).toBe(false); // Mon 19:00
    // The same instant is 10:00 in New York.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-06-01T13:59:00Z'))).toBe(true);
  });

  it('when daylight saving ends, then the store follows its local clock', () => {
    // Winter: New York is UTC-5, so 12:00 UTC is 07:00 there on Monday 2026-11-02.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-11-02T12:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-11-02T11:59:00Z'))).toBe(false);
    // Phoenix keeps UTC-7 all year.
    expect(localTime(new Date('2026-11-02T14:00:00Z'), 'America/Phoenix').minutes).toBe(7 * 60);
    expect(localTime(new Date('2026-06-01T14:00:00Z'), 'America/Phoenix').minutes).toBe(7 * 60);
  });

  it('when hours run past midnight, then the early hours of the next day are still open', () => {
    const ny = 'America/New_York';
    // Saturday 00:30 in New York (Friday runs to 01:00).
    expect(isOpenAt(hours, ny, new Date('2026-06-06T04:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, ny, new Date('2026-06-06T05:00:00Z'))).toBe(false); // 01:00
    // Saturday runs to 24:00: open at 23:59, and Sunday (closed) at 00:30 is closed.
    expect(isOpenAt(hours, ny, new Date('2026-06-07T03:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, ny, new Date('2026-06-07T04:30:00Z'))).toBe(false);
  });

  it('when a day is closed, then "Closed"; else its hours in 12-hour form', () => {
    expect(describeHours(null)).toBe('Closed');
    expect(describeHours(day('07:00', '19:00'))).toBe('7:00 AM – 7:00 PM');
    expect(describeHours(day('06:30', '24:00'))).toBe('6:30 AM – 12:00 AM');
    expect(describeHours(day('12:15', '01:00'))).toBe('12:15 PM – 1:00 AM');
    expect(hoursToday(hours, 'America/New_York', new Date('2026-06-07T16:00:00Z'))).toBe('Closed');
  });
});
