/**
 * `@gemstore/shared/validation/password-strength`: how hard a new password is to guess (ADR 046), with zxcvbn-ts and
 * its common and English dictionaries (~49,000 breached passwords, common words, names, Wikipedia words, keyboard
 * layouts). The rule that a new password must reach a score of 3 ("safely unguessable") holds at sign-up, reset and
 * change, on the server and in the forms, and is checked after every other rule of the form, so their
 * messages and their order stand.
 *
 * Importing this module builds the estimator from the dictionaries (a few MB, about half a second): the server
 * imports it when it starts; a page fetches it only when the shopper starts on a form that sets a password.
 */
import { ZxcvbnFactory, type TranslationKeys, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations as englishTranslations } from '@zxcvbn-ts/language-en';
import type { z } from 'zod';

/** zxcvbn's score 3: more than 10^8 guesses, out of reach of an attacker throttled online or facing a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/** The first words of every refusal. */
export const TOO_EASY_MESSAGE = 'This password is too easy to guess.';

/** zxcvbn's feedback, in the shop's plain words (the keys are zxcvbn's; every one must be here). */
const shopWords: TranslationKeys = {
  ...englishTranslations,
  warnings: {
    straightRow: 'Keys in a row on the keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters such as "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns such as "abcabc" are easy to guess.',
    sequences: 'Runs such as "abc" or "123" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'It is one of the ten passwords people use most.',
    topHundred: 'It is one of the hundred passwords people use most.',
    common: 'It is one of the passwords people use most.',
    similarToCommon: 'It is very like a password many people use.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'A name on its own is easy to guess.',
    commonNames: 'Common first names and surnames are easy to guess.',
    userInputs: 'It contains your name or your e-mail address.',
    pwned: 'It has appeared in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alikes (@ for a, 0 for o) does not make a word harder to guess.',
    reverseWords: 'A word spelled backwards is no harder to guess.',
    allUppercase: 'Use capitals for some letters, not all of them.',
    capitalization: 'A capital only at the start adds little; put one in the middle.',
    dates: 'Leave out dates and years that mean something to you.',
    recentYears: 'Leave out recent years.',
    associatedYears: 'Leave out years that mean something to you.',
    sequences: 'Leave out runs such as "abc" or "123".',
    repeated: 'Leave out repeated words and characters.',
    longerKeyboardPattern: 'Keyboard patterns need to be long and change direction often.',
    anotherWord: 'Add a word or two that people rarely use.',
    useWords: 'Use several words, but not a well-known phrase.',
    noNeed: 'Several unusual words make a strong password.',
    pwned: 'If you use it anywhere else, change it there too.',
  },
};

const estimator = new ZxcvbnFactory({
  translations: shopWords,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
  // The cost of a check grows fast with length and with look-alike characters (a 128-character run of '$', '3' and
  // '@' took seconds). The first 64 characters decide (any more only make it harder to guess), and 10 look-alike
  // swaps are tried per word, which still sees through 'P@ssw0rd'.
  maxLength: 64,
  l33tMaxSubstitutions: 10,
});

/**
 * The words of a shopper's own details a guesser would try first: each name, the whole e-mail address, its local
 * part and each word of it ('mei.lim@example.com' → 'mei.lim', 'mei', 'lim', 'example'). Blank values are left out.
 */
export function personalWords(...details: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const detail of details) {
    const value = detail?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const [local, domain] = value.split('@');
    if (domain !== undefined && local) words.add(local);
    for (const word of value.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

/** Why zxcvbn scored it low when it gave no warning of its own: the kind of piece it found that was cheapest. */
function reasonOf(result: ZxcvbnResult): string {
  if (result.feedback.warning) return result.feedback.warning;
  const patterns = new Set(result.sequence.map((match) => match.pattern));
  if (patterns.has('dictionary'))
    return 'Everyday words with a few numbers or symbols added are easy to guess.';
  return 'It is too short for the kinds of characters in it.';
}

/**
 * Why `password` is too easy to guess, or null when it scores at least `MIN_PASSWORD_SCORE`. `personal`: the
 * shopper's own details (see `personalWords`), which count as the first words a guesser tries.
 */
export function passwordStrengthProblem(password: string, personal: readonly string[] = []): string | null {
  const result = estimator.check(password, [...personal]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const [advice] = result.feedback.suggestions;
  return [TOO_EASY_MESSAGE, reasonOf(result), advice].filter(Boolean).join(' ');
}

/**
 * `schema` with the strength rule on its `field`, run only once every other rule has passed, so that their
 * messages keep their order and the estimator never scores a password a rule already refused. `personalOf`
 * names the shopper's own details from the values (a form's names and e-mail) or from where the form is (the
 * signed-in shopper).
 */
export function withPasswordStrength<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  field: string,
  personalOf: (values: z.output<Schema>) => string[] = () => [],
): Schema {
  return schema.superRefine(
    (values, ctx) => {
      const password = values[field];
      if (typeof password !== 'string') return;
      const message = passwordStrengthProblem(password, personalOf(values));
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: [field] });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}
