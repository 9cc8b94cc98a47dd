const LOCK_ORDER =
  "Only observable under concurrency: rows are locked in product-id order so that two multi-line checkouts cannot deadlock; each line's stock changes the same in any order. PGlite runs one statement at a time, so no test here can show a deadlock; on Postgres, checkout-lock-order.pg.test.ts races two checkouts of the same two pieces listed in opposite orders, and their replacement (which gives the pieces back): taking or giving back the rows as listed deadlocks there and fails it.";

/** A code consumed between its check and its use: only two right codes racing on Postgres can get there. */
const TWO_RIGHT_CODES =
  'Only reachable when two checks of the same right code race between the try and the consume. PGlite runs one ' +
  'statement at a time, so no test here can reach it, and otp-races.pg.test.ts races wrong guesses and ' +
  'registrations, not two right codes: a known gap, for a Postgres test.';

/** Why a message mutant changes nothing when the schema was given the same message. */
const FALLBACK =
  'Equivalent in zod 4: a check with no message of its own (or an empty one) reports the message its schema was created with, which is the same text here';

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
  // server/src/modules/users/otp.ts
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ArithmeticOperator',
    original: 'now + OTP_LIFETIME_MS',
    replacement: 'now - OTP_LIFETIME_MS',
    line: 149,
    why:
      'Unreachable: the fallback for a refused registration whose live codes have no earliest expiry, but the refusal ' +
      'needs 3 live codes, and min(expires_at) of 1 or more rows (a NOT NULL column) is never null.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'StringLiteral',
    original: 'code row missing after insert',
    why: 'Unreachable guard: INSERT … RETURNING of one row answers that row; the throw only satisfies the type.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    original: '!row',
    why: 'Unreachable guard: INSERT … RETURNING of one row answers that row; the throw only satisfies the type.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ObjectLiteral',
    original: "{ result: 'missing' }",
    line: 235,
    why: TWO_RIGHT_CODES,
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'StringLiteral',
    original: "'missing'",
    line: 235,
    why: TWO_RIGHT_CODES,
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ObjectLiteral',
    original: '{ id: users.id }',
    why: 'Equivalent: the query takes the account row lock (FOR UPDATE); which columns it reads is never used.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ObjectLiteral',
    original: '{ id: otpCodes.id }',
    line: 240,
    why: 'Equivalent: only whether a live code exists is used, not its columns.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'OptionalChaining',
    original: 'live?.tries',
    why: 'Equivalent: an aggregate query without GROUP BY always answers one row.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    line: 258,
    why:
      'Equivalent by the data: only link codes carry an identity, and always both provider and subject ' +
      '(issueLinkCode is the one writer), so testing the purpose or either identity field selects the same codes.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'LogicalOperator',
    line: 258,
    why:
      'Equivalent by the data: only link codes carry an identity, and always both provider and subject ' +
      '(issueLinkCode is the one writer), so testing the purpose or either identity field selects the same codes.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    line: 271,
    why:
      'Equivalent by the database: the check otp_codes_registration_details makes a code carry first name, last ' +
      'name and password hash exactly when its purpose is registration, so any one of the four tests decides alike.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'LogicalOperator',
    line: 271,
    why:
      'Equivalent by the database: the check otp_codes_registration_details makes a code carry first name, last ' +
      'name and password hash exactly when its purpose is registration, so any one of the four tests decides alike.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    original: 'user.verified',
    why:
      'Not observable in the account: past the early return, a verified account is updated WHERE verified = false ' +
      '(no row), answered as re-read, unchanged; the only difference is that its other pending registration codes ' +
      'lapse, and such a code changes nothing on a verified account either way.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    original: 'updated',
    line: 287,
    why: 'Equivalent: the fallback re-reads the same row in the same transaction, so it answers what the update returned.',
  },
  // shared/src/validation
  {
    file: 'shared/src/validation/common.ts',
    mutator: 'BooleanLiteral',
    line: 74,
    why:
      "Equivalent: cappedText's cap is followed only by trim() and the default, which add no issue, and every " +
      'schema built on it pipes into the form rules, which do not run once the body has an issue.',
  },
  {
    file: 'shared/src/validation/common.ts',
    mutator: 'ObjectLiteral',
    original: '{ error: message }',
    why:
      "Equivalent: a value that fails a wholeNumber member's type check fails the other member's too, and zod then " +
      "reports the union's own error, the same message; the members' type messages are never shown.",
  },
  {
    file: 'shared/src/validation/profile.ts',
    mutator: 'MethodExpression',
    original: "body.endsWith('==')",
    why:
      'Equivalent under the length cap: a body is at most 2,796,204 characters, and at that length "==" padding ' +
      'counts 2,097,151 bytes and "=" 2,097,152, both within 2 MB; counting 1 for "==" never crosses the limit.',
  },
  {
    file: 'shared/src/validation/profile.ts',
    mutator: 'OptionalChaining',
    original: 'result.error.issues[0]?.message',
    why: 'Equivalent: a failed zod parse always has at least one issue.',
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'BooleanLiteral',
    line: 101,
    why: 'Equivalent: "required" is the last check of an address part, so aborting there stops nothing.',
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'BooleanLiteral',
    line: 124,
    why: 'Equivalent: a name that is blank after trimming cannot also be over 100 characters.',
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'BooleanLiteral',
    line: 134,
    why: 'Equivalent: the e-mail pattern is piped after "required", and a pipe does not run once its input has an issue.',
  },
  {
    file: 'shared/src/validation/catalogue.ts',
    mutator: 'StringLiteral',
    original: "'Invalid session id'",
    line: 45,
    why: FALLBACK + " (z.string({ error: 'Invalid session id' })).",
  },
  {
    file: 'shared/src/validation/catalogue.ts',
    mutator: 'StringLiteral',
    original: 'Invalid ${label} filter',
    line: 68,
    why: FALLBACK + ' (z.string({ error: `Invalid ${label} filter` })).',
  },
  {
    file: 'shared/src/validation/catalogue.ts',
    mutator: 'StringLiteral',
    original: "'Invalid range'",
    why: FALLBACK + " (z.number and z.tuple with { error: 'Invalid range' })).",
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'ObjectLiteral',
    original: 'is required',
    why:
      FALLBACK +
      ' ("… is required"); the abort it also drops stops nothing (see the BooleanLiteral entries).',
  },
  {
    file: 'shared/src/validation/profile.ts',
    mutator: 'ObjectLiteral',
    original: '{ error: IMAGE_TYPE_MESSAGE, abort: true }',
    why:
      FALLBACK +
      ' (z.string({ error: IMAGE_TYPE_MESSAGE })), when the abort is kept by another check; see the tests of one issue per failed check.',
  },
  {
    file: 'shared/src/validation/enquiries.ts',
    mutator: 'BooleanLiteral',
    line: 134,
    why:
      '"Please select a time" is the last check before the form rules, which are piped and do not run once the ' +
      'values have an issue: aborting there stops nothing.',
  },
  {
    file: 'shared/src/validation/opening-hours.ts',
    mutator: 'ConditionalExpression',
    original: 'date < sgtToday(now)',
    why:
      'Equivalent: a shortcut. Every start of a past date is an instant before now, so the filter that follows ' +
      'answers [] for it anyway.',
  },
  // server/src/modules/checkout/checkout-sessions.ts
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'MethodExpression',
    original: 'a.productId - b.productId',
    why: LOCK_ORDER,
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ArrowFunction',
    original: 'a.productId - b.productId',
    why: LOCK_ORDER,
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ArithmeticOperator',
    original: 'a.productId - b.productId',
    why: LOCK_ORDER,
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ObjectLiteral',
    original: '{ id: users.id }',
    why: "Equivalent: the query takes the shopper's row lock; which columns it reads is never used.",
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'StringLiteral',
    original: 'row missing after insert',
    why: 'Unreachable guard: INSERT … RETURNING of one row answers that row; the throw only satisfies the type.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ConditionalExpression',
    original: '!row',
    why: 'Unreachable guard: INSERT … RETURNING of one row answers that row; the throw only satisfies the type.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ConditionalExpression',
    original: '!order',
    why: 'Unreachable guard: INSERT … RETURNING of one row answers that row; the throw only satisfies the type.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ObjectLiteral',
    original: '{ skipProvider: true }',
    why:
      'Equivalent: the provider refused before the checkout had a page, so it has no provider session id and ' +
      'releaseCheckout would not call the provider either way.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'BooleanLiteral',
    line: 199,
    why:
      'Equivalent: the provider refused before the checkout had a page, so it has no provider session id and ' +
      'releaseCheckout would not call the provider either way.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ArrayDeclaration',
    line: 285,
    why: 'Equivalent: the reasons of an order that already existed are never read (only a new order is told about).',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'LogicalOperator',
    original: "!checkout.stockReserved && checkout.status === 'expired'",
    why:
      'Equivalent by the data: an open checkout always holds its stock and an expired one never does (every ' +
      'update sets both together), and a complete one has its order already, so either test alone picks the same rows.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ConditionalExpression',
    original: "checkout.status === 'expired'",
    why:
      'Equivalent by the data: an open checkout always holds its stock and an expired one never does (every ' +
      'update sets both together), and a complete one has its order already, so either test alone picks the same rows.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ArrowFunction',
    original: '() => null',
    why: 'Equivalent: the answer is only read as state?.paymentStatus, the same for null and undefined.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'OptionalChaining',
    original: 'stored?.status',
    why: 'Equivalent: the update is by the id of the row this call inserted, which nothing deletes, so it always answers one row.',
  },
];
