/**
 * The strength rule (ADR 046): zxcvbn-ts's score of at least 3, with the shopper's own details counted, its reasons in
 * the shop's words, run after every other rule of a form.
 */
import { z } from 'zod';
import { registerFormSchema } from '../auth';
import {
  MIN_PASSWORD_SCORE,
  passwordStrengthProblem,
  personalWords,
  withPasswordStrength,
} from '../password-strength';

const advice = 'Add a word or two that people rarely use.';

describe('the reasons, in the shop’s words: one password for each reason zxcvbn gives', () => {
  const refusal = (reason: string) => `This password is too easy to guess. ${reason} ${advice}`;

  it.each([
    ['zxcvbnm,./', 'Keys in a row on the keyboard are easy to guess.'],
    ['zxcvfr', 'Short keyboard patterns are easy to guess.'],
    ['aaaaaaaa', 'Repeated characters such as "aaa" are easy to guess.'],
    ['abcabcabc', 'Repeated patterns such as "abcabc" are easy to guess.'],
    ['abcdefgh', 'Runs such as "abc" or "123" are easy to guess.'],
    ['2019', 'Recent years are easy to guess.'],
    ['12/03/1990', 'Dates are easy to guess.'],
    ['password', 'It is one of the ten passwords people use most.'],
    ['football', 'It is one of the hundred passwords people use most.'],
    ['sunshine1', 'It is one of the passwords people use most.'],
    ['P@ssw0rd', 'It is very like a password many people use.'],
    ['bartholomew', 'A name on its own is easy to guess.'],
    ['smithjones', 'Common first names and surnames are easy to guess.'],
    ['monkey', 'Everyday words with a few numbers or symbols added are easy to guess.'],
    ['gd7', 'It is too short for the kinds of characters in it.'],
  ])('%s', (password, reason) => {
    expect(passwordStrengthProblem(password)).toBe(refusal(reason));
  });

  it("says when it holds the shopper's own name or address", () => {
    expect(passwordStrengthProblem('meilim', ['meilim'])).toBe(
      refusal('It contains your name or your e-mail address.'),
    );
  });

  it('asks for several words when there is nothing to score', () => {
    expect(passwordStrengthProblem('')).toBe(
      'This password is too easy to guess. It is too short for the kinds of characters in it. ' +
        'Use several words, but not a well-known phrase.',
    );
  });
});

describe('passwordStrengthProblem', () => {
  it('asks for score 3', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  it.each([
    [
      'Password123!',
      `This password is too easy to guess. It is very like a password many people use. ${advice}`,
    ],
    [
      'password123',
      `This password is too easy to guess. It is one of the passwords people use most. ${advice}`,
    ],
    [
      'Summer2024!',
      `This password is too easy to guess. Everyday words with a few numbers or symbols added are easy to guess. ${advice}`,
    ],
    [
      'Jw4%tRk9',
      `This password is too easy to guess. It is too short for the kinds of characters in it. ${advice}`,
    ],
    [
      '123456',
      `This password is too easy to guess. It is one of the ten passwords people use most. ${advice}`,
    ],
    [
      'qwertyuiop',
      'This password is too easy to guess. It is one of the hundred passwords people use most. Add a word or two that people rarely use.',
    ],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordStrengthProblem(password)).toBe(message);
  });

  it.each(['Jw4%tRk9p', 'Tourmaline#Paraiba-77', 'Sapphire#2025', 'correct horse'])(
    'accepts %j',
    (password) => {
      expect(passwordStrengthProblem(password)).toBeNull();
    },
  );

  it("counts the shopper's own details: strong for anyone else, weak for them", () => {
    expect(passwordStrengthProblem('Vellacott#2025')).toBeNull();
    expect(passwordStrengthProblem('Vellacott#2025', personalWords('Xandrine', 'Vellacott'))).toMatch(
      /^This password is too easy to guess\. /,
    );
    expect(passwordStrengthProblem('quennell.x#1')).toBeNull();
    expect(passwordStrengthProblem('quennell.x#1', personalWords('quennell.x@example.com'))).toBe(
      `This password is too easy to guess. It contains your name or your e-mail address. ${advice}`,
    );
  });

  it('scores only the first 64 characters (a long run of look-alikes would take seconds): judged by its start', () => {
    expect(passwordStrengthProblem('aB3$'.repeat(32))).not.toBeNull();
    expect(passwordStrengthProblem(`${'a'.repeat(64)}Tourmaline#Paraiba-77`)).not.toBeNull();
    expect(passwordStrengthProblem(`Tourmaline#Paraiba-77${'a'.repeat(64)}`)).toBeNull();
  });
});

describe('personalWords', () => {
  it('takes each detail whole, lowercased and trimmed, the e-mail’s local part, and each word of 3 letters or more', () => {
    expect(personalWords(' Mei ', 'Lim-Tan', 'Mei.Lim@Example.com')).toEqual([
      'mei',
      'lim-tan',
      'lim',
      'tan',
      'mei.lim@example.com',
      'mei.lim',
      'example',
      'com',
    ]);
  });

  it('leaves out blank and missing details, and short words', () => {
    expect(personalWords('', '  ', null, undefined, 'Al')).toEqual(['al']);
    expect(personalWords('x@y.io')).toEqual(['x@y.io', 'x']);
    expect(personalWords('@example.com')).toEqual(['@example.com', 'example', 'com']);
  });
});

describe('withPasswordStrength', () => {
  const rule = withPasswordStrength(registerFormSchema, 'password', (values) =>
    personalWords(values.firstName, values.lastName, values.email),
  );
  const form = {
    firstName: 'Xandrine',
    lastName: 'Vellacott',
    email: 'xandrine@example.com',
    password: 'Tourmaline#Paraiba-77',
    confirmPassword: 'Tourmaline#Paraiba-77',
  };
  const issues = (values: Record<string, unknown>) =>
    rule.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('passes a strong password', () => {
    expect(issues(form)).toEqual([]);
  });

  it('refuses a weak one on its field, with the shopper’s details counted', () => {
    expect(issues({ ...form, password: 'Vellacott#2025', confirmPassword: 'Vellacott#2025' })).toEqual([
      ['password', expect.stringMatching(/^This password is too easy to guess\. /)],
    ]);
  });

  it('§password.strength: runs only when every other rule has passed, so that rule’s message is the only one', () => {
    expect(issues({ ...form, firstName: 'Al', password: 'Welcome1!', confirmPassword: 'Welcome1!' })).toEqual(
      [['firstName', 'First name must be between 3 and 20 characters']],
    );
    expect(issues({ ...form, password: 'Welcome1!', confirmPassword: 'Welcome2!' })).toEqual([
      ['confirmPassword', 'Passwords must match'],
    ]);
  });

  it('leaves a field that is not a string to the schema, and counts no details when none are named', () => {
    const loose = withPasswordStrength(z.object({ password: z.unknown() }), 'password');
    expect(loose.safeParse({ password: 12345678 }).success).toBe(true);
    expect(
      withPasswordStrength(z.object({ password: z.string() }), 'password').safeParse({
        password: 'Vellacott#2025',
      }).success,
    ).toBe(true);
  });
});
