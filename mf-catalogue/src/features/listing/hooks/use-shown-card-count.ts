/**
 * The grid's cards in two passes (ADR 017): the first render holds only what the first screen can show (three rows
 * at the window's width), and the rest follows in a transition as soon as that has been committed. A category of
 * many pieces then costs the first paint what its first rows do, and the rest renders in slices between which the
 * browser paints and answers taps.
 */
import { startTransition, useEffect, useState } from 'react';
import { cardsInFirstRow } from '../lib/card-picture';

/** Rows the first screen can show of the grid at each width of §listing.grid, with some to spare below. */
export const FIRST_SCREEN_ROWS = 3;
/**
 * The widest grid of §listing.grid: the server, not knowing the window, draws the first screen for it (ADR
 * 018).
 */
const WIDEST_ROW = 5;

/**
 * `drawnOnServer`: the grid's first render hydrates the server's markup, which holds the widest grid's first screen
 * (it cannot know the window's width); the first render must hold the same cards.
 */
export function useShownCardCount(total: number, drawnOnServer = false): number {
  const [everything, setEverything] = useState(false);
  const firstScreen = (drawnOnServer ? WIDEST_ROW : cardsInFirstRow()) * FIRST_SCREEN_ROWS;
  const growing = !everything && total > firstScreen;
  useEffect(() => {
    if (growing) startTransition(() => setEverything(true));
  }, [growing]);
  return everything ? total : Math.min(total, firstScreen);
}
