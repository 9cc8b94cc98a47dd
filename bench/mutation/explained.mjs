/**
 * Why each mutant that survives `npm run bench:mutation` is left alive: equivalent to the original, or out of
 * reach of any test that means something. bench/mutation/run.mjs matches an entry to a survivor by file and mutator,
 * and by `original` / `replacement` (text each must contain) and `line` when given; unmatched survivors show in
 * bench/mutation.md as not explained.
 *
 * @type {{ file: string; mutator: string; line?: number; original?: string; replacement?: string; why: string }[]}
 */
export const explained = [
  {
    file: 'server/src/lib/rate-limit.ts',
    mutator: 'OptionalChaining',
    original: 'row?.',
    why:
      'Equivalent: INSERT … ON CONFLICT DO UPDATE … RETURNING answers exactly one row, inserted or updated, so `row` ' +
      'is never undefined and `row.x` reads the same as `row?.x` (the fallback only satisfies the type).',
  },
];
