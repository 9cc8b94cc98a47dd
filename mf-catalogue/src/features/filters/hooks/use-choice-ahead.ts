/**
 * A control that shows the shopper's choice at once while the value it comes from (the page's filters, the URL)
 * catches up a moment later. Choices made quickly one after another each send a value; the answer to an earlier one
 * must not pull the control back under a later one, or that later choice is lost (found with arrow keys pressed
 * quickly on a carat slider). So the control waits for the answer to its last choice before it follows the value
 * again; a value that answers none of its choices (Remove all, the browser's Back) is followed at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** `keyOf` tells when a value answers a choice; pass a function that does not change from render to render. */
export function useChoiceAhead<T>(value: T, keyOf: (value: T) => string) {
  const [shown, setShown] = useState<T>(value);
  // Keys of the choices sent whose answer has not come back yet, oldest first.
  const awaited = useRef<string[]>([]);

  useEffect(() => {
    const answered = awaited.current.indexOf(keyOf(value));
    awaited.current = answered >= 0 ? awaited.current.slice(answered + 1) : [];
    if (awaited.current.length === 0) setShown(value);
  }, [value, keyOf]);

  /** Shows a choice and waits for its answer before following the value again. */
  const choose = useCallback(
    (choice: T) => {
      awaited.current.push(keyOf(choice));
      setShown(choice);
    },
    [keyOf],
  );

  /** Shows a value that is not sent (a handle being dragged), without waiting for anything. */
  const preview = setShown;

  return { shown, choose, preview };
}
