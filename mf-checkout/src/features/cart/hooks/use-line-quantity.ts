/**
 * A cart line's quantity as the shopper steps it (§cart.quantity-pause): shown at once, sent once the presses have
 * stopped for 1 s — one request for a burst — and, if the server refuses, back to what it was with the server's
 * reason. A change still waiting when the shopper leaves the page is sent then rather than lost. What is sent goes
 * through the cart's mutation (ADR 052): the line's quantity in the store moves as it is sent, and comes back if the
 * server refuses.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, toApiError, type CartLine } from '@gemstore/shared';
import { prepareCartWrites, setCartQuantity } from '../api/cart-writes';
import { cartMessages } from '../lib/cart-text';

/** §cart.quantity-pause: cart quantity debounce. */
export const QUANTITY_DEBOUNCE_MS = 1000;

export function useLineQuantity(line: Pick<CartLine, 'productId' | 'quantity'>) {
  const { productId, quantity: saved } = line;
  /** What the shopper has asked for and the server has not answered yet; null when nothing waits. */
  const [wanted, setWanted] = useState<number | null>(null);
  /** The pause running since the last press; undefined when nothing waits (clearTimeout takes undefined as nothing). */
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<number | null>(null);

  const send = useCallback(async () => {
    timer.current = undefined;
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
      // The write's code (and the data layer) arrives during the quiet time, not after it.
      prepareCartWrites();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), QUANTITY_DEBOUNCE_MS);
    },
    [send],
  );

  // Leaving the page (or the line going) sends what waits at once; with nothing waiting, send sends nothing.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void send();
    },
    [send],
  );

  return { quantity: wanted ?? saved, change };
}
