/**
 * Whole seconds left until `until` (a timestamp in ms, the cooldownExpiry of §otp.resend-cooldown), 0 once
 * passed or when there is none. Re-renders as each second passes, on the second's edge, so the countdown
 * never shows a second twice.
 */
import { useEffect, useReducer } from 'react';

export function useSecondsUntil(until: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = until === null ? 0 : Math.max(0, until - Date.now());
  const seconds = Math.ceil(left / 1000);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(tick, left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return seconds;
}
