/**
 * Fakes Date only, fixed at `ms`: timers, ticks and microtasks stay real, so the database, the mail capture and
 * argon2 run as usual while a stored time is read at an exact distance from "now". PGlite's Postgres reads the same
 * Date, so a test never leaves it ahead of the real clock: `jest.useRealTimers()` after each test, and faked times
 * at or before the real one.
 */
export function fixDateAt(ms: number): void {
  jest.useFakeTimers({
    now: ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
