/**
 * Every issue the catalogue and payment request schemas report (path, code, message), and the trimming they do:
 * a session id of ASCII letters, digits and '_' up to 255, filter values up to 50 characters, ranges of two
 * non-negative numbers in order, pages from 1, limits 1 to 200. Written out, not imported.
 */
import type { z } from 'zod';
import {
  productListBodySchema,
  productListQuerySchema,
  rangeSchema,
  verifyPaymentSchema,
} from '../catalogue';
import { firstIssueMessage, fieldErrorsFromZod, wholeNumber } from '../common';

type Issue = { path: string; code: string; message: string };

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error;
}

function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
}

describe('verify-payment session id', () => {
  it('is trimmed, and takes letters, digits and underscores', () => {
    expect(verifyPaymentSchema.parse({ sessionId: ' cs_test_A1 ' })).toEqual({ sessionId: 'cs_test_A1' });
  });

  it('refuses a hyphen anywhere, at the end too', () => {
    expect(issuesOf(verifyPaymentSchema, { sessionId: 'cs_test_1-' })).toEqual([
      { path: 'sessionId', code: 'invalid_format', message: 'Invalid session id' },
    ]);
  });

  it('not text, blank, or over 255: one issue each, "Invalid session id"', () => {
    expect(issuesOf(verifyPaymentSchema, { sessionId: 5 })).toEqual([
      { path: 'sessionId', code: 'invalid_type', message: 'Invalid session id' },
    ]);
    expect(issuesOf(verifyPaymentSchema, { sessionId: '  ' })).toEqual([
      { path: 'sessionId', code: 'too_small', message: 'Invalid session id' },
    ]);
    expect(issuesOf(verifyPaymentSchema, { sessionId: '-'.repeat(256) })).toEqual([
      { path: 'sessionId', code: 'too_big', message: 'Invalid session id' },
    ]);
    expect(issuesOf(verifyPaymentSchema, { sessionId: 'a'.repeat(255) })).toEqual([]);
  });
});

describe('product list body', () => {
  it('a filter value that is not text, blank, or over 50 characters: one issue, "Invalid cut filter"', () => {
    expect(issuesOf(productListBodySchema, { cut: [5] })).toEqual([
      { path: 'cut.0', code: 'invalid_type', message: 'Invalid cut filter' },
    ]);
    expect(issuesOf(productListBodySchema, { cut: ['   '] })).toEqual([
      { path: 'cut.0', code: 'too_small', message: 'Invalid cut filter' },
    ]);
    expect(issuesOf(productListBodySchema, { cut: [' '.repeat(51)] })).toEqual([
      { path: 'cut.0', code: 'too_big', message: 'Invalid cut filter' },
    ]);
  });

  it('a range bound below 0, or min above max, is "Invalid range"', () => {
    expect(issuesOf(rangeSchema, [-1, 5])).toEqual([
      { path: '0', code: 'too_small', message: 'Invalid range' },
    ]);
    expect(issuesOf(rangeSchema, [5, 1])).toEqual([{ path: '', code: 'custom', message: 'Invalid range' }]);
    expect(issuesOf(rangeSchema, [5, 5])).toEqual([]);
  });
});

describe('product list query', () => {
  it('trims the category and answers it as the shop spells it', () => {
    expect(productListQuerySchema.parse({ section: 'gemstones', category: ' ruby ' })).toMatchObject({
      category: 'Ruby',
    });
  });

  it('an unknown category is one issue on category', () => {
    expect(issuesOf(productListQuerySchema, { section: 'gemstones', category: 'rings' })).toEqual([
      { path: 'category', code: 'custom', message: 'Unknown category' },
    ]);
  });

  it('a category over 50 characters stops there: one issue', () => {
    expect(issuesOf(productListQuerySchema, { section: 'gemstones', category: 'x'.repeat(51) })).toEqual([
      { path: 'category', code: 'too_big', message: 'Unknown category' },
    ]);
  });

  it('says what a page and a limit must be', () => {
    expect(
      firstIssueMessage(
        errorOf(productListQuerySchema, { section: 'gemstones', category: 'Ruby', page: 'x' }),
      ),
    ).toBe('Page must be a whole number of at least 1');
    expect(issuesOf(productListQuerySchema, { section: 'gemstones', category: 'Ruby', page: '0' })).toEqual([
      { path: 'page', code: 'too_small', message: 'Page must be a whole number of at least 1' },
    ]);
    expect(
      firstIssueMessage(
        errorOf(productListQuerySchema, { section: 'gemstones', category: 'Ruby', limit: 'x' }),
      ),
    ).toBe('Limit must be between 1 and 200');
  });

  it('takes page 100000 and refuses 100001, saying how far pages go', () => {
    const listing = { section: 'gemstones', category: 'Ruby' };
    expect(productListQuerySchema.parse({ ...listing, page: '100000' })).toMatchObject({ page: 100_000 });
    expect(issuesOf(productListQuerySchema, { ...listing, page: '100001' })).toEqual([
      { path: 'page', code: 'too_big', message: 'Page must be at most 100000' },
    ]);
  });
});

describe('the shared building blocks', () => {
  it('wholeNumber: a number or digits; anything else gets the one message', () => {
    const page = wholeNumber('Page?');
    expect(page.parse(' 42 ')).toBe(42);
    expect(page.parse(7)).toBe(7);
    expect(issuesOf(page, true)).toEqual([{ path: '', code: 'invalid_union', message: 'Page?' }]);
    // Digits with anything before or after them are not digits.
    for (const value of ['x12', '12x', '1 2', '1234567890123'])
      expect(issuesOf(page, value)).toEqual([{ path: '', code: 'invalid_format', message: 'Page?' }]);
  });

  it('an issue with no path goes under "form"; the first issue of a field wins', () => {
    expect(fieldErrorsFromZod(errorOf(rangeSchema, [5, 1]))).toEqual({ form: 'Invalid range' });
    expect(fieldErrorsFromZod(errorOf(productListBodySchema, { cut: [5], colour: [5] }))).toEqual({
      cut: 'Invalid cut filter',
      colour: 'Invalid colour filter',
    });
  });
});
