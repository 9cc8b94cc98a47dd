/**
 * The rules' timings (§otp.success, §reset.success, §session.logout: 1.2 s after a code, 1.5 s after a reset,
 * 900 ms after logout…) checked on the page's own clock. Install it before the page loads
 * (`page.clock.install()`): it then flows with the wall clock, so the page loads as usual. `holdClock` (once
 * a page drawn by the server has been taken over by its code) stops it where it stands; from there time moves
 * only by `page.clock.runFor`, and `page.clock.resume()` lets it flow again.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until a page drawn by the server has been taken over by its code (the shell's early taps are done). */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const early = (window as { __gemstoreEarlyTaps?: { done: boolean } }).__gemstoreEarlyTaps;
    return !early || early.done;
  });
}

export async function holdClock(page: Page): Promise<void> {
  // A page drawn by the server must first be taken over by its code: taking over waits on timers a held clock would
  // hold back, and a tap meanwhile is only kept, to be made again then (shell's early taps).
  await waitForTakeOver(page);
  // A moment ahead of the page's time, which flows on while the call travels; on a busy machine that can take
  // longer than the moment, and the page refuses a pause in its past: then again, from its new time.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 20);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** The step of `advanceUntilVisible`: how late, at most, the moment it finds is. */
export const STEP_MS = 10;

/**
 * On a held clock, moves time on in steps of STEP_MS until `notice` shows (the shop's toasts are drawn on a timer,
 * so a held clock holds them back too). A pause that starts with the notice has then begun at most STEP_MS ago:
 * check a pause of `ms` with `runFor(ms - 2 * STEP_MS)` (not over yet) and `runFor(2 * STEP_MS)` (over).
 */
export async function advanceUntilVisible(page: Page, notice: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await notice.isVisible()) return true;
        await page.clock.runFor(STEP_MS);
        return false;
      },
      { intervals: [50] },
    )
    .toBe(true);
}
