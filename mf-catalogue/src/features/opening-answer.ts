/**
 * The answer to a call started as the catalogue's code arrived, for the page being opened (ADR 017), held until
 * that page takes it — once, so a retry or a sign-in asks the server again.
 *
 * A page usually renders after the answer is already here: it then starts from it (`arrived`) instead of
 * rendering its loading state first and the content in a second pass, which on a slow phone is a whole render of
 * the page before the first picture can be drawn. Reading it does not take it: React may render a page more than
 * once before showing it (a hydration it restarts), and every such render must start from the same answer. The page
 * takes it once it is on show (its effect's first run).
 */
export type OpeningAnswer<T> = {
  /** Holds the answer to the call made for `key`, in place of any earlier one. */
  hold(key: string, answer: Promise<T>): void;
  /**
   * Holds an answer that is already here (handed over with a page drawn on the server, or drawn there from it), so
   * the page's first render takes it at once.
   */
  holdArrived(key: string, value: T): void;
  /** The held answer, arrived or not, when it was for exactly `key`. */
  take(key: string): Promise<T> | null;
  /**
   * The held answer's value when it was for `key` and has arrived, left held (`take` takes it); null for a failed
   * or pending call. `firstScreen`: it came with a page drawn on the server (holdArrived), whose markup the first
   * render hydrates.
   */
  arrived(key: string): { value: T; firstScreen: boolean } | null;
};

export function openingAnswer<T>(): OpeningAnswer<T> {
  type Arrived = { value: T; firstScreen: boolean };
  let held: { key: string; answer: Promise<T>; arrived: Arrived | null } | null = null;
  return {
    hold(key, answer) {
      const entry = { key, answer, arrived: null as Arrived | null };
      held = entry;
      answer.then(
        (value) => {
          entry.arrived = { value, firstScreen: false };
        },
        () => undefined, // the page that takes the answer reports the failure
      );
    },
    holdArrived(key, value) {
      held = { key, answer: Promise.resolve(value), arrived: { value, firstScreen: true } };
    },
    take(key) {
      if (held?.key !== key) return null;
      const { answer } = held;
      held = null;
      return answer;
    },
    arrived(key) {
      return held?.key === key ? held.arrived : null;
    },
  };
}
