/**
 * The cart a page drawn on the server was drawn from (first-screen.tsx, ADR 066), read from what the page handed over.
 * Kept free of the data layer: the cart page does not load TanStack Query (routes.tsx), so the handed answer is read
 * as the plain data it is.
 */
import { takeHandedAnswer, type CartLine } from '@gemstore/shared';

/** The handed cart's lines, or null when no cart came with the page. Takes them: a second call finds none. */
export function takeHandedCart(): CartLine[] | null {
  const handed = takeHandedAnswer('checkout');
  const cart = handed?.queries.find((query) => query.queryKey.at(-1) === 'cart')?.state.data;
  return Array.isArray(cart) ? (cart as CartLine[]) : null;
}
