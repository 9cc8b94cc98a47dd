/**
 * What the account pages' tests share: the rules' pauses driven by fake timers, a clean page for each test
 * (no stored keys, a guest, no cached answers, no toasts left over), and the server's answers timed so a test
 * can step to the millisecond after them.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStatusAtom, notify, sessionStore, userAtom } from '@gemstore/shared';
import { accountQueries } from '../lib/query-client';

/** Each test starts as a guest on a fresh page, with fake timers. */
export function asAGuestWithFakeTimers(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    accountQueries.clear();
    localStorage.clear();
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'guest');
  });
  afterEach(async () => {
    // sonner keeps its toasts between tests: a message from the last test must not answer this one's query.
    await act(async () => {
      notify.dismissAll();
      await jest.advanceTimersByTimeAsync(1000);
    });
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** A shopper at the keyboard, whose pauses move the fake clock. */
export const aShopper = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/**
 * A stubbed server answer that notes when it was given: the pauses count from there, and `findBy…` queries
 * move the fake clock while they wait, so a test steps to a moment after the answer rather than by a fixed
 * amount.
 */
export function timedAnswers() {
  let answeredAt = 0;
  return {
    answer:
      <Data>(data: Data | ((at: number) => Data)) =>
      () => {
        answeredAt = Date.now();
        return Promise.resolve({
          data: typeof data === 'function' ? (data as (at: number) => Data)(answeredAt) : data,
        });
      },
    /** Moves the clock to `ms` after the last answer. */
    advanceTo: (ms: number) => act(() => jest.advanceTimersByTimeAsync(answeredAt + ms - Date.now())),
  };
}
