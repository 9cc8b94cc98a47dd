/**
 * Runs steps one after another, each in a task of its own, so the browser can paint and answer input between them
 * (a long task on a slow phone is time a tap waits). A step that fails stops the ones after it; its error is the
 * returned promise's.
 */
type Scheduler = { yield?: () => Promise<void> };

/** Ends the current task: the next line runs in a new one, after whatever the browser has waiting. */
export function nextTask(): Promise<void> {
  // scheduler.yield() (Chromium) resumes ahead of other queued work; a zero timeout everywhere else.
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function inTurns(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
