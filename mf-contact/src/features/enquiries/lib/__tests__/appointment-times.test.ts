import { firstOpenDate, openingTimes } from '../appointment-times';

describe('appointment times (§appointment.times, §appointment.opening-hours: SGT, 15-minute steps, from today)', () => {
  it('offers 10:00 to 17:00 in 15-minute steps on an open day', () => {
    const times = openingTimes('2026-11-26', new Date('2026-11-25T02:00:00Z'));
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toHaveLength(29);
    expect(times.every((time) => Number(time.slice(3)) % 15 === 0)).toBe(true);
  });

  it('leaves out times already past in Singapore today: at 10:00 SGT, 10:00 is gone and 10:15 is not', () => {
    const atTen = new Date('2026-11-25T02:00:00Z');
    expect(openingTimes('2026-11-25', atTen)[0]).toBe('10:15');
    expect(openingTimes('2026-11-25', new Date('2026-11-25T01:59:00Z'))[0]).toBe('10:00');
  });

  it('has nothing on a Sunday or a past date', () => {
    const now = new Date('2026-11-25T02:00:00Z');
    expect(openingTimes('2026-11-29', now)).toEqual([]);
    expect(openingTimes('2026-11-24', now)).toEqual([]);
  });

  it("reads Singapore's day whatever the browser's zone: 23:30 in New York on Tuesday is Wednesday 12:30 SGT", () => {
    // 2026-11-25T04:30Z: Tuesday 23:30 in New York (UTC-5), Wednesday 12:30 in Singapore.
    const now = new Date('2026-11-25T04:30:00Z');
    expect(firstOpenDate(now)).toBe('2026-11-25');
    expect(openingTimes('2026-11-25', now)[0]).toBe('12:45');
  });

  it('after the last start on Saturday the next open day is Monday', () => {
    expect(firstOpenDate(new Date('2026-11-28T09:30:00Z'))).toBe('2026-11-30');
  });
});
