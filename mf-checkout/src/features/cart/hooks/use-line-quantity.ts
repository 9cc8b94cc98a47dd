/**
 * A cart line's quantity as the shopper steps it (SPEC §4 Cart line, §9): shown at once, sent once the presses have
 * stopped for 1 s — one request for a burst — and, if the server refuses, back to what it was with the server's
 * reason. A change still waiting when the shopper leaves the page is sent then rather than lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, setCartQuantity, toApiError, type CartLine } from '@gemstore/shared';
import { cartMessages } from '../lib/cart-text';

/** SPEC §9: cart quantity debounce. */
export const QUANTITY_DEBOUNCE_MS = 1000;

export function useLineQuantity(line: Pick<CartLine, 'productId' | 'quantity'>) {
  const { productId, quantity: saved } = line;
  /** What the shopper has asked for and the server has not answered yet; null when nothing waits. */
  const [wanted, setWanted] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<number | null>(null);

  const send = useCallback(async () => {
    timer.current = null;
    const quantity = latest.current;
    latest.current = null;
    if (quantity === null) return;
    try {
      await setCartQuantity(productId, quantity);
    } catch (error) {
      notify.error(toApiError(error, cartMessages.updateFailed).message);
    } finally {
      // The cart the server answered with (or, on a refusal, the one the page still holds) is what shows now,
      // unless the shopper pressed again while this was on its way.
      if (latest.current === null) setWanted(null);
    }
  }, [productId]);

  const change = useCallback(
    (quantity: number) => {
      setWanted(quantity);
      latest.current = quantity;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), QUANTITY_DEBOUNCE_MS);
    },
    [send],
  );

  // Leaving the page (or the line going) sends what waits at once.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      void send();
    },
    [send],
  );

  return { quantity: wanted ?? saved, change, waiting: wanted !== null };
}
