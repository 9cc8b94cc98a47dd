/**
 * Waits until `check` holds, asking again every 20 ms, and fails naming `what` once `withinMs` have passed. Only for
 * what travels between processes or connections in its own time (a notice through Postgres, a reconnection, a
 * process starting or stopping): what a test causes in its own process, it awaits directly.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  withinMs = 5000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
