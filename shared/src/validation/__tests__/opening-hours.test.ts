/**
 * The shop's hours for appointments (ADR 029), with the numbers written out: Monday to Saturday, 10:00 to 18:00
 * Singapore time (UTC+8), closed on Sundays, 60-minute appointments starting every 15 minutes from 10:00 to 17:00.
 * Each rule at its edge and one step past.
 */
import {
  APPOINTMENT_MS,
  CLOSED_DAY_MESSAGE,
  DAY_START_TIMES,
  FIRST_START,
  LAST_START,
  OFF_STEP_MESSAGE,
  OUTSIDE_HOURS_MESSAGE,
  PAST_TIME_MESSAGE,
  addDays,
  dateInWords,
  isOpenDay,
  lastBookableDate,
  minutesOf,
  sgtDateTime,
  sgtInstant,
  sgtToday,
  slotProblem,
  startsStillToCome,
  timeOf,
} from '../opening-hours';

// Wednesday 15 January 2031, 09:00 in Singapore.
const wednesdayMorning = new Date('2031-01-15T01:00:00Z');

describe('times of day', () => {
  it('writes minutes after midnight as HH:mm and reads them back', () => {
    expect(timeOf(0)).toBe('00:00');
    expect(timeOf(605)).toBe('10:05');
    expect(timeOf(1020)).toBe('17:00');
    expect(minutesOf('10:05')).toBe(605);
    expect(minutesOf('17:45')).toBe(1065);
  });

  it('the first start is 10:00 and the last 17:00, one hour before closing', () => {
    expect(FIRST_START).toBe('10:00');
    expect(LAST_START).toBe('17:00');
    expect(APPOINTMENT_MS).toBe(3_600_000);
  });

  it('offers every 15 minutes from 10:00 to 17:00: 29 starts', () => {
    expect(DAY_START_TIMES).toHaveLength(29);
    expect(DAY_START_TIMES.slice(0, 3)).toEqual(['10:00', '10:15', '10:30']);
    expect(DAY_START_TIMES.at(-1)).toBe('17:00');
  });
});

describe('Singapore is UTC+8', () => {
  it('a Singapore date and time is the instant 8 hours earlier in UTC', () => {
    expect(sgtInstant('2031-01-15', '10:00').toISOString()).toBe('2031-01-15T02:00:00.000Z');
    expect(sgtInstant('2031-03-01', '07:30').toISOString()).toBe('2031-02-28T23:30:00.000Z');
  });

  it('an instant as the shop’s clock shows it', () => {
    expect(sgtDateTime(new Date('2031-01-15T02:15:00Z'))).toBe('2031-01-15T10:15');
    expect(sgtDateTime(new Date('2031-01-15T16:00:00Z'))).toBe('2031-01-16T00:00');
  });

  it('today in Singapore turns at 16:00 UTC', () => {
    expect(sgtToday(new Date('2031-01-15T15:59:59Z'))).toBe('2031-01-15');
    expect(sgtToday(new Date('2031-01-15T16:00:00Z'))).toBe('2031-01-16');
  });

  it('adds days across a month and a year', () => {
    expect(addDays('2031-01-31', 1)).toBe('2031-02-01');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2031-01-15', -15)).toBe('2030-12-31');
  });
});

describe('open days', () => {
  it('Monday to Saturday are open; Sunday is closed', () => {
    expect(isOpenDay('2031-01-13')).toBe(true); // Monday
    expect(isOpenDay('2031-01-18')).toBe(true); // Saturday
    expect(isOpenDay('2031-01-19')).toBe(false); // Sunday
  });

  it('the closed-day message names the days and hours', () => {
    expect(CLOSED_DAY_MESSAGE).toBe(
      'We are closed on Sundays. Please choose a day from Monday to Saturday; we are open 10:00 to 18:00 Singapore time.',
    );
  });
});

describe('slotProblem', () => {
  it('accepts 10:00 and 17:00 on an open day still to come', () => {
    expect(slotProblem('2031-01-15', '10:00', wednesdayMorning)).toBeNull();
    expect(slotProblem('2031-01-15', '17:00', wednesdayMorning)).toBeNull();
    expect(slotProblem('2031-01-18', '12:45', wednesdayMorning)).toBeNull();
  });

  it('refuses a Sunday on the date field', () => {
    expect(slotProblem('2031-01-19', '10:00', wednesdayMorning)).toEqual({
      field: 'date',
      message: CLOSED_DAY_MESSAGE,
    });
  });

  it('refuses a start off the 15-minute steps', () => {
    const offStep = { field: 'time', message: OFF_STEP_MESSAGE };
    expect(slotProblem('2031-01-15', '10:05', wednesdayMorning)).toEqual(offStep);
    expect(slotProblem('2031-01-15', '10:14', wednesdayMorning)).toEqual(offStep);
    expect(OFF_STEP_MESSAGE).toBe(
      'Please choose a time in 15-minute steps from 10:00 to 17:00 (Singapore time).',
    );
  });

  it('refuses 09:45 and 17:15: outside the hours', () => {
    const outside = { field: 'time', message: OUTSIDE_HOURS_MESSAGE };
    expect(slotProblem('2031-01-15', '09:45', wednesdayMorning)).toEqual(outside);
    expect(slotProblem('2031-01-15', '17:15', wednesdayMorning)).toEqual(outside);
    expect(OUTSIDE_HOURS_MESSAGE).toBe(
      'Please choose a time from 10:00 to 17:00: we are open Monday to Saturday, 10:00 to 18:00 Singapore time, and an appointment lasts an hour.',
    );
  });

  it('refuses a start at this very minute, and takes one a minute later', () => {
    const at = new Date('2031-01-15T04:00:00Z'); // 12:00 in Singapore
    expect(slotProblem('2031-01-15', '12:00', at)).toEqual({ field: 'time', message: PAST_TIME_MESSAGE });
    expect(slotProblem('2031-01-15', '12:00', new Date(at.getTime() - 60_000))).toBeNull();
    expect(PAST_TIME_MESSAGE).toBe('That time has already passed. Please choose a later time.');
  });
});

describe('startsStillToCome', () => {
  it('a whole open day ahead: every start', () => {
    expect(startsStillToCome('2031-01-16', wednesdayMorning)).toEqual(DAY_START_TIMES);
  });

  it('today: only the starts after now (the start at this very minute is gone)', () => {
    const noon = new Date('2031-01-15T04:00:00Z'); // 12:00 in Singapore
    const left = startsStillToCome('2031-01-15', noon);
    expect(left[0]).toBe('12:15');
    expect(left.at(-1)).toBe('17:00');
    expect(left).toHaveLength(20);
  });

  it('none on a Sunday, on a past date, or after the last start', () => {
    expect(startsStillToCome('2031-01-19', wednesdayMorning)).toEqual([]);
    expect(startsStillToCome('2031-01-14', wednesdayMorning)).toEqual([]);
    expect(startsStillToCome('2031-01-15', new Date('2031-01-15T09:00:00Z'))).toEqual([]);
  });
});

describe('the booking horizon: 90 days ahead (ADR 039)', () => {
  const beyond = {
    field: 'date',
    message: 'We book appointments up to 90 days ahead. Please choose an earlier date.',
  };

  it('the last bookable date is today in Singapore plus 90 days, turning with the Singapore day', () => {
    expect(lastBookableDate(wednesdayMorning)).toBe('2031-04-15');
    // 23:59 on Wednesday in Singapore, then 00:00 on Thursday.
    expect(lastBookableDate(new Date('2031-01-15T15:59:00Z'))).toBe('2031-04-15');
    expect(lastBookableDate(new Date('2031-01-15T16:00:00Z'))).toBe('2031-04-16');
  });

  it('books on the 90th day (a Tuesday) and refuses the 91st (a Wednesday) on the date field', () => {
    expect(slotProblem('2031-04-15', '10:00', wednesdayMorning)).toBeNull();
    expect(slotProblem('2031-04-16', '10:00', wednesdayMorning)).toEqual(beyond);
  });

  it('refuses a date past the horizon for that, before its weekday or time', () => {
    // Sunday 20 April 2031, at a time off the steps: still the horizon's message.
    expect(slotProblem('2031-04-20', '10:07', wednesdayMorning)).toEqual(beyond);
    expect(slotProblem('2099-12-31', '10:00', wednesdayMorning)).toEqual(beyond);
  });

  it('offers every start on the 90th day and none on the 91st', () => {
    expect(startsStillToCome('2031-04-15', wednesdayMorning)).toEqual(DAY_START_TIMES);
    expect(startsStillToCome('2031-04-16', wednesdayMorning)).toEqual([]);
  });
});

describe('dateInWords', () => {
  it('names each day of a week', () => {
    expect(
      ['2031-01-12', '2031-01-13', '2031-01-14', '2031-01-15', '2031-01-16', '2031-01-17', '2031-01-18'].map(
        dateInWords,
      ),
    ).toEqual([
      'Sunday 12 January 2031',
      'Monday 13 January 2031',
      'Tuesday 14 January 2031',
      'Wednesday 15 January 2031',
      'Thursday 16 January 2031',
      'Friday 17 January 2031',
      'Saturday 18 January 2031',
    ]);
  });

  it('names each month, with the day of the month as a number', () => {
    const firsts = Array.from({ length: 12 }, (_, i) => `2031-${String(i + 1).padStart(2, '0')}-01`);
    expect(firsts.map(dateInWords)).toEqual([
      'Wednesday 1 January 2031',
      'Saturday 1 February 2031',
      'Saturday 1 March 2031',
      'Tuesday 1 April 2031',
      'Thursday 1 May 2031',
      'Sunday 1 June 2031',
      'Tuesday 1 July 2031',
      'Friday 1 August 2031',
      'Monday 1 September 2031',
      'Wednesday 1 October 2031',
      'Saturday 1 November 2031',
      'Monday 1 December 2031',
    ]);
    expect(dateInWords('2031-12-31')).toBe('Wednesday 31 December 2031');
  });
});
