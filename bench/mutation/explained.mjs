const LOCK_ORDER =
  "Only observable under concurrency: rows are locked in product-id order so that two multi-line checkouts cannot deadlock; each line's stock changes the same in any order. PGlite runs one statement at a time, so no test here can show a deadlock; on Postgres, checkout-lock-order.pg.test.ts races two checkouts of the same two pieces listed in opposite orders, and their replacement (which gives the pieces back): taking or giving back the rows as listed deadlocks there and fails it.";

const PASSWORD_STRENGTH = 'shared/src/validation/password-strength.ts';

/** zxcvbn-ts's breach matcher, which the shop does not load. */
const PWNED =
  'Unreachable: zxcvbn-ts gives this only from its haveibeenpwned matcher (@zxcvbn-ts/matcher-pwned, an online ' +
  'lookup), which the shop does not load (ADR 046: the dictionaries, offline); the words are there because zxcvbn ' +
  'asks for every key of its table.';

/** zxcvbn's suggestions after the first, which the shop never shows. */
const LATER_SUGGESTION =
  'Equivalent: the refusal shows only the first of zxcvbn\'s suggestions, and zxcvbn-ts puts "Add a word or two that ' +
  'people rarely use" first for every password it scores below 3 (and "Use several words …" for an empty one, which ' +
  'the tests show); the other suggestions follow it and are never shown. The words are there because zxcvbn asks for ' +
  'every key of its table.';

/** The account a registration made or found, read back in its transaction. */
const USER_ROW_READ =
  'Unreachable guard: the insert either made the account or met one with that email, and the SELECT … FOR UPDATE ' +
  'that follows in the same transaction reads it (nothing in the shop deletes an account); the guard only ' +
  'satisfies the type. Were the row ever gone, the request would fail either way (this error, a TypeError, or ' +
  "the code insert's NOT NULL user_id).";

/** Why a message mutant changes nothing when the schema was given the same message. */
const FALLBACK =
  'Equivalent in zod 4: a check with no message of its own (or an empty one) reports the message its schema was created with, which is the same text here';

/** The wishlist heart's unmount removing the page-hide listener when no tap waits. */
const UNMOUNT_REMOVAL =
  'Equivalent: the page-hide listener is attached exactly while a tap waits (toggle sets `pending` and adds it ' +
  'together; decide clears `pending` and removes it together), so at unmount with nothing pending it is already ' +
  'gone and removing it again does nothing. Removing it while a tap waits is the bug the heart tests do catch (the ' +
  'mutant that always removes it is killed: a change left waiting for the session must still go when the tab closes).';

const HEART = 'shared/src/ui/use-wishlist-heart.ts';

/** The heart's callbacks whose dependencies never change in a heart's life. */
const HEART_DEPENDENCIES =
  "Equivalent: the page has one session store, and a heart is one piece's (WishlistHeart keys it by the piece), so " +
  'these dependencies never change while it lives; with none, the callback is made once with the same values.';

/** The heart's callbacks that close over the piece it shows. */
const HEART_PIECE =
  "Equivalent in what reaches the server: a heart is one piece's (WishlistHeart keys it by the piece), so the id " +
  'never changes; the piece object may be replaced by a newer copy of the same piece (a listing asked again), which ' +
  "only draws the wishlist until the server's list replaces it, and an older copy draws the same card.";

/** Retry with no change left to hand over. */
const RETRY_GUARD =
  'Unreachable guard: the notice, and so its Retry, shows only after a change could not be handed over, which ' +
  'keeps that change (`unsent`) until a load succeeds and clears the notice with it; the guard only keeps Retry ' +
  'harmless were it ever pressed with nothing kept.';

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
    line: 203,
    why:
      'Unreachable: the fallback for a refused registration whose live codes have no earliest expiry, but the refusal ' +
      'needs 3 live codes, and min(expires_at) of 1 or more rows (a NOT NULL column) is never null.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ObjectLiteral',
    original: '{ target: users.email }',
    why:
      "Equivalent: the users table's only unique keys are its id (a new random uuid, which clashes with none) and " +
      'its email (users_email_key), so ON CONFLICT DO NOTHING with no target skips exactly the rows the email target ' +
      'does; otp-rules.test.ts checks that a second registration of an address finds the first one’s account.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'OptionalChaining',
    original: 'user?.id',
    why: USER_ROW_READ,
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ConditionalExpression',
    original: '!userId',
    why: USER_ROW_READ,
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'StringLiteral',
    original: 'user row missing after insert',
    why: USER_ROW_READ,
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
    original: '{ id: users.id }',
    why: 'Equivalent: the query takes the account row lock (FOR UPDATE); which columns it reads is never used.',
  },
  {
    file: 'server/src/modules/users/otp.ts',
    mutator: 'ObjectLiteral',
    original: '{ id: otpCodes.id }',
    line: 295,
    why:
      'Equivalent: only whether a live code exists is used, not its columns; drizzle sends an empty selection as ' +
      "'select from …', which Postgres answers with the same rows, without columns.",
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
    line: 342,
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
    line: 104,
    why: 'Equivalent: "required" is the last check of an address part, so aborting there stops nothing.',
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'BooleanLiteral',
    line: 127,
    why: 'Equivalent: a name that is blank after trimming cannot also be over 100 characters.',
  },
  {
    file: 'shared/src/validation/checkout.ts',
    mutator: 'BooleanLiteral',
    line: 137,
    why: 'Equivalent: the e-mail pattern is piped after "required", and a pipe does not run once its input has an issue.',
  },
  {
    file: 'shared/src/validation/catalogue.ts',
    mutator: 'StringLiteral',
    original: "'Invalid session id'",
    line: 43,
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
    line: 142,
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
    line: 204,
    why:
      'Equivalent: the provider refused before the checkout had a page, so it has no provider session id and ' +
      'releaseCheckout would not call the provider either way.',
  },
  {
    file: 'server/src/modules/checkout/checkout-sessions.ts',
    mutator: 'ArrayDeclaration',
    line: 300,
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
  // shared/src/ui/use-wishlist-heart.ts (the heart, run through the account remote's exposure, ADR 053)
  {
    file: HEART,
    mutator: 'ArrowFunction',
    original: '() => () => undefined',
    why:
      'Equivalent: useSyncExternalStore runs what subscribe answers as an effect cleanup, and an effect may answer ' +
      'undefined; the hydration store never changes, so there is nothing to unsubscribe from either way.',
  },
  {
    file: HEART,
    mutator: 'ArrayDeclaration',
    original: '[]',
    line: 61,
    why: 'Equivalent: a dependency list of one constant never changes, like an empty one, so flush is made once either way.',
  },
  {
    file: HEART,
    mutator: 'ArrayDeclaration',
    original: '[flush]',
    why: 'Equivalent: flush has no dependencies and never changes, so onPageHide is made once with or without it.',
  },
  {
    file: HEART,
    mutator: 'ArrayDeclaration',
    original: '[flush, onPageHide]',
    why:
      'Equivalent: flush and onPageHide are made once (their own dependencies never change), so the cleanup effect ' +
      'runs once on mount and its cleanup once on unmount with or without them.',
  },
  {
    file: HEART,
    mutator: 'ConditionalExpression',
    original: '!pending.current',
    replacement: 'false',
    why: UNMOUNT_REMOVAL,
  },
  { file: HEART, mutator: 'StringLiteral', original: "'pagehide'", line: 71, why: UNMOUNT_REMOVAL },
  { file: HEART, mutator: 'ArrayDeclaration', original: '[store, productId]', why: HEART_DEPENDENCIES },
  { file: HEART, mutator: 'ArrayDeclaration', original: '[store]', why: HEART_DEPENDENCIES },
  { file: HEART, mutator: 'ArrayDeclaration', original: '[productId, piece]', why: HEART_PIECE },
  {
    file: HEART,
    mutator: 'ArrayDeclaration',
    original: '[load, retry, changeOf, isGuest, productId]',
    why: HEART_PIECE,
  },
  { file: HEART, mutator: 'ArrayDeclaration', original: '[changeOf, productId]', why: HEART_PIECE },
  { file: HEART, mutator: 'ArrayDeclaration', original: '[retry, isGuest, handOver]', why: HEART_PIECE },
  {
    file: HEART,
    mutator: 'UpdateOperator',
    original: '++taps.current',
    why:
      'Equivalent: the counter only has to give each tap (and each Retry) a number no other has, compared for ' +
      'equality with the latest; counting down does that as well as counting up.',
  },
  {
    file: HEART,
    mutator: 'BooleanLiteral',
    original: 'true',
    line: 145,
    why:
      'Equivalent: a superseded tap stays superseded (the counter never comes back to it), so deciding it again ' +
      'takes the same branch, which only clears a timer already cleared and returns.',
  },
  {
    file: HEART,
    mutator: 'ConditionalExpression',
    original: '!store.get(userAtom)',
    replacement: 'false',
    why:
      'Equivalent in what the shopper sees: a tap made before the page knew a guest then goes on to be handed over, ' +
      "and the wishlist's owner refuses a known guest's change itself, with the same words ('Please Log In…'), " +
      'sending nothing; the heart flips back as the owner answers instead of just before.',
  },
  {
    file: HEART,
    mutator: 'ConditionalExpression',
    original: '!unloading',
    replacement: 'true',
    why:
      "Equivalent: a known guest's tap handed over as the page goes is refused by the owner, which sends nothing; " +
      'its log-in message would show on a page that is going.',
  },
  {
    file: HEART,
    mutator: 'ConditionalExpression',
    original: 'next === null',
    replacement: 'false',
    why: RETRY_GUARD,
  },
  { file: HEART, mutator: 'BlockStatement', original: '{ void retry(); return; }', why: RETRY_GUARD },
  // server/src/modules/users/sessions.ts
  {
    file: 'server/src/modules/users/sessions.ts',
    mutator: 'ObjectLiteral',
    original: "{ path: '/' }",
    replacement: '{}',
    why:
      "Equivalent with @fastify/cookie 11: its clearCookie defaults the path to '/' (the shop registers the plugin " +
      'without parseOptions), so the cleared cookie carries Path=/ either way, as session-rules.test.ts checks. The ' +
      'path is written out to stay the one the cookie was set with, whatever the default.',
  },
  {
    file: 'server/src/modules/users/sessions.ts',
    mutator: 'ObjectLiteral',
    original: '{ userId: trustedDevices.userId }',
    why:
      'Equivalent: only whether a device row matches is used (rows.length), not its columns; drizzle sends an empty ' +
      'selection as `select from …`, which Postgres answers with the same rows, without columns.',
  },
  // server/src/modules/enquiries/bookings.ts
  {
    file: 'server/src/modules/enquiries/bookings.ts',
    mutator: 'EqualityOperator',
    original: 't > start',
    replacement: 't >= start',
    why:
      'Equivalent: the new start is always the first moment checked; letting a booked start equal to it in again only ' +
      'checks the same moment twice, with the same count.',
  },
  {
    file: 'server/src/modules/enquiries/bookings.ts',
    mutator: 'StringLiteral',
    original: "'00:00'",
    replacement: '""',
    why:
      "Equivalent: minutesOf('') reads Number('') * 60 + Number(''), which is 0 minutes, the same midnight as " +
      "'00:00' (the range's bounds are pinned to the millisecond in booking-rules.test.ts).",
  },
  {
    file: 'server/src/modules/enquiries/bookings.ts',
    mutator: 'ConditionalExpression',
    original: 'earliest < today',
    replacement: 'false',
    why:
      'Equivalent: starting the offer at a date before today adds no candidate (freeTimesOn answers none for a past ' +
      'date) and no booking that matters (a meeting never crosses midnight, so a past date’s bookings end before any ' +
      'start still to come); the clamp only spares the loop and the query those days.',
  },
  {
    file: 'server/src/modules/enquiries/bookings.ts',
    mutator: 'EqualityOperator',
    original: 'earliest < today',
    replacement: 'earliest <= today',
    why: 'Equivalent: when the earliest date is today, both branches start the offer at today.',
  },
  {
    file: 'server/src/modules/enquiries/bookings.ts',
    mutator: 'ArithmeticOperator',
    original: 'a.getTime() - b.getTime()',
    replacement: 'a.getTime() + b.getTime()',
    why:
      'Equivalent in practice: the candidates are built in time order and Array#sort is stable, and V8 compares a later ' +
      'element with an earlier one, for which a − b and a + b are both positive: two as near keep the earlier first ' +
      'either way (booking-rules.test.ts checks it). The tie-break says the rule instead of leaning on the build order.',
  },
  // server/src/lib/origins.ts
  {
    file: 'server/src/lib/origins.ts',
    mutator: 'ConditionalExpression',
    original: "typeof site === 'string'",
    replacement: 'true',
    why:
      'Equivalent: Sec-Fetch-Site reaches Fastify as one string or not at all (Node joins a repeated header into one ' +
      'string), and the Set of own-site values answers false for undefined, so the type check only satisfies the type.',
  },
  // shared/src/validation/password-strength.ts (ADR 046)
  {
    file: PASSWORD_STRENGTH,
    mutator: 'StringLiteral',
    original: 'If you use it anywhere else, change it there too.',
    why: PWNED,
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'StringLiteral',
    original: 'It has appeared in a data breach.',
    why: PWNED,
  },
  ...[
    'Swapping letters for look-alikes',
    'A word spelled backwards',
    'Use capitals for some letters',
    'A capital only at the start',
    'Leave out dates and years',
    'Leave out recent years.',
    'Leave out years that mean something',
    'Leave out runs such as',
    'Leave out repeated words',
    'Keyboard patterns need to be long',
    'Several unusual words make a strong password.',
  ].map((original) => ({
    file: PASSWORD_STRENGTH,
    mutator: 'StringLiteral',
    original,
    why: LATER_SUGGESTION,
  })),
  {
    file: PASSWORD_STRENGTH,
    mutator: 'StringLiteral',
    original: 'A single word is easy to guess.',
    why:
      'A gap, named: zxcvbn-ts 3 gives this warning only to a lone dictionary word that is not among its common ' +
      'passwords, scored below 3; every lone English word tried for the tests ("hippopotamus", "kaleidoscope", ' +
      '"elephant", "serendipity") is either listed as a common password or gets no warning of its own ("Everyday ' +
      'words …", which the tests show). The words are in the table for the day zxcvbn gives it.',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'ConditionalExpression',
    original: 'domain !== undefined',
    replacement: 'true',
    why:
      'Equivalent: without an "@" the local part is the whole value, which the Set holds already (the mutant adds it ' +
      'again, to no effect).',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'Regex',
    original: '/[^\\p{L}\\p{N}]+/u',
    why:
      'Equivalent: splitting at each separator rather than at each run of them only adds empty pieces, which the ' +
      'length check (3 or more) leaves out.',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: 'Stryker was here',
    why:
      'Equivalent for every password but one built from the words "Stryker was here": a default list of personal ' +
      'words only counts against a password that holds them.',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'ArrowFunction',
    original: '() => []',
    replacement: '() => undefined',
    why: 'Equivalent: passwordStrengthProblem takes an undefined list of personal words as its default, the empty list.',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'MethodExpression',
    original: '.filter(Boolean)',
    why:
      'Equivalent: below score 3 zxcvbn always gives at least one suggestion ("Add a word or two …", or "Use several ' +
      'words …" for an empty password) and reasonOf always a reason, so there is nothing empty to filter out.',
  },
  {
    file: PASSWORD_STRENGTH,
    mutator: 'StringLiteral',
    original: "'custom'",
    why:
      "Equivalent for the shop: an issue's code is never read, only its message and path (the forms' field errors and " +
      "the API's answers, which the tests check).",
  },
  // shared/src/validation/bounds.ts (ADR 040)
  {
    file: 'shared/src/validation/bounds.ts',
    mutator: 'ObjectLiteral',
    original: '{ error: invalid }',
    why:
      "Equivalent: a value that fails a member's type check (a number's, or the digits' string) fails the other " +
      "member's too, and zod then reports the union's own error, the same message; and zod 4 gives a check with no " +
      'message of its own (.int) the message its schema was created with, the same text. bounds.test.ts checks the ' +
      'message of each refusal.',
  },
  {
    file: 'shared/src/validation/bounds.ts',
    mutator: 'Regex',
    original: '/^\\d{4}-\\d{2}-\\d{2}$/',
    why:
      'Equivalent: the calendar check that follows (isCalendarDay) takes only a date whose ISO form is exactly the ' +
      'value, so anything before or after the digits is refused there with the same message (bounds.test.ts: ' +
      '"2026-01-01T00:00").',
  },
  {
    file: 'shared/src/validation/bounds.ts',
    mutator: 'ObjectLiteral',
    original: '{ error: invalid, abort: true }',
    why:
      'Equivalent: zod 4 runs a refinement only on a value with no issue yet, so the calendar checks after the pattern ' +
      "never run on a malformed date (no second issue to abort), and the pattern's own message, were it gone, is the " +
      "string's, which says `invalid` for a date that is there.",
  },
  {
    file: 'shared/src/validation/bounds.ts',
    mutator: 'BooleanLiteral',
    line: 84,
    why:
      'Equivalent: zod 4 runs a refinement only on a value with no issue yet, so the calendar checks after the ' +
      'pattern never run on a malformed date; aborting there stops nothing.',
  },
];
