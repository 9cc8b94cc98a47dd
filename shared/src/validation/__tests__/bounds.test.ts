/**
 * The bounds every request schema takes its ids, amounts and dates from (ADR 040), each at its edge and one step
 * past, with the words a refusal carries. The numbers are written out here on purpose.
 */
import { boundedAmount, boundedWhole, calendarDate, databaseId } from '../bounds';

/** What a schema answers: the value it keeps, or the messages of its issues. */
function answer(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      data?: unknown;
      error?: { issues: { message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success
    ? { kept: result.data }
    : { refused: result.error?.issues.map((issue) => issue.message) };
}

describe('boundedWhole', () => {
  const quantity = boundedWhole(1, 20, {
    invalid: 'Invalid quantity',
    tooSmall: 'At least 1',
    tooBig: 'At most 20',
  });

  it('keeps whole numbers from the least to the most, given as numbers or as digits', () => {
    expect(answer(quantity, 1)).toEqual({ kept: 1 });
    expect(answer(quantity, 20)).toEqual({ kept: 20 });
    expect(answer(quantity, '1')).toEqual({ kept: 1 });
    expect(answer(quantity, ' 20 ')).toEqual({ kept: 20 });
  });

  it('says which bound a number passed, one step past each', () => {
    expect(answer(quantity, 0)).toEqual({ refused: ['At least 1'] });
    expect(answer(quantity, 21)).toEqual({ refused: ['At most 20'] });
    expect(answer(quantity, '0')).toEqual({ refused: ['At least 1'] });
    expect(answer(quantity, '21')).toEqual({ refused: ['At most 20'] });
  });

  it('refuses what is not a whole number with the one message for the wrong shape', () => {
    for (const value of [
      1.5,
      '1.5',
      '1e3',
      '-1',
      '',
      '  ',
      'x',
      true,
      null,
      undefined,
      [],
      {},
      '1234567890123',
    ])
      expect(answer(quantity, value)).toEqual({ refused: ['Invalid quantity'] });
  });

  it('takes one message for everything when given one', () => {
    const page = boundedWhole(1, 5, 'Invalid page');
    expect(answer(page, 0)).toEqual({ refused: ['Invalid page'] });
    expect(answer(page, 6)).toEqual({ refused: ['Invalid page'] });
    expect(answer(page, 'six')).toEqual({ refused: ['Invalid page'] });
    expect(answer(page, '5')).toEqual({ kept: 5 });
  });

  it('reads twelve digits and no more', () => {
    const wide = boundedWhole(0, 999_999_999_999, 'Invalid number');
    expect(answer(wide, '999999999999')).toEqual({ kept: 999_999_999_999 });
    expect(answer(wide, '0999999999999')).toEqual({ refused: ['Invalid number'] });
  });
});

describe('databaseId', () => {
  const id = databaseId('Invalid product id');

  it("keeps 1 to Postgres' integer maximum, 2147483647", () => {
    expect(answer(id, 1)).toEqual({ kept: 1 });
    expect(answer(id, 2_147_483_647)).toEqual({ kept: 2_147_483_647 });
    expect(answer(id, '2147483647')).toEqual({ kept: 2_147_483_647 });
  });

  it('refuses 0 and 2147483648 with its message', () => {
    expect(answer(id, 0)).toEqual({ refused: ['Invalid product id'] });
    expect(answer(id, 2_147_483_648)).toEqual({ refused: ['Invalid product id'] });
    expect(answer(id, '2147483648')).toEqual({ refused: ['Invalid product id'] });
  });
});

describe('boundedAmount', () => {
  it('keeps S$0 to S$10 million, and says which bound a number passed', () => {
    const price = boundedAmount({ invalid: 'Invalid price', tooSmall: 'Not below 0', tooBig: 'Too high' });
    expect(answer(price, 0)).toEqual({ kept: 0 });
    expect(answer(price, 10_000_000)).toEqual({ kept: 10_000_000 });
    expect(answer(price, 0.5)).toEqual({ kept: 0.5 });
    expect(answer(price, -0.01)).toEqual({ refused: ['Not below 0'] });
    expect(answer(price, 10_000_000.01)).toEqual({ refused: ['Too high'] });
  });

  it('refuses what is not a finite JSON number with its message; a bound of its own replaces S$10 million', () => {
    const weight = boundedAmount('Invalid weight', 1000);
    for (const value of ['5', Infinity, -Infinity, Number.NaN, null, undefined, true])
      expect(answer(weight, value)).toEqual({ refused: ['Invalid weight'] });
    expect(answer(weight, 1000)).toEqual({ kept: 1000 });
    expect(answer(weight, 1000.01)).toEqual({ refused: ['Invalid weight'] });
  });
});

describe('calendarDate', () => {
  const day = calendarDate('Invalid date', 'Please choose a date');

  it('keeps real days from 2000-01-01 to 2099-12-31', () => {
    for (const date of ['2000-01-01', '2099-12-31', '2028-02-29'])
      expect(answer(day, date)).toEqual({ kept: date });
  });

  it('refuses the day before 2000 and the day after 2099 with the years the shop takes', () => {
    expect(answer(day, '1999-12-31')).toEqual({ refused: ['Please choose a date from 2000 to 2099'] });
    expect(answer(day, '2100-01-01')).toEqual({ refused: ['Please choose a date from 2000 to 2099'] });
    expect(answer(day, '9999-12-31')).toEqual({ refused: ['Please choose a date from 2000 to 2099'] });
  });

  it('calls a day the calendar lacks, or a malformed one, invalid, with that one message', () => {
    for (const date of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00',
      '',
    ])
      expect(answer(day, date)).toEqual({ refused: ['Invalid date'] });
    expect(answer(day, 20260101)).toEqual({ refused: ['Invalid date'] });
  });

  it('says a missing date is missing', () => {
    expect(answer(day, undefined)).toEqual({ refused: ['Please choose a date'] });
    expect(answer(calendarDate('Invalid date'), undefined)).toEqual({ refused: ['Invalid date'] });
  });
});
