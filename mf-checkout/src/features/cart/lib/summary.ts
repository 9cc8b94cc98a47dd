/**
 * The Checkout Summary's figures (§cart.summary): each line's amount and the total, in dollars to 2 decimals.
 * Shipping is not in a cart's total (§shipping.cart-order: it is added to a single piece's checkout only);
 * the checkout page prices the order with the server before payment.
 */
import type { CartLine } from '@gemstore/shared';

/** Whole cents, so that adding up prices never drifts (0.1 + 0.2). */
const cents = (dollars: number) => Math.round(dollars * 100);

export function lineAmount(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return (cents(line.price) * line.quantity) / 100;
}

export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0) / 100;
}

/** §checkout.route: the cart's checkout address, its lines' ids joined by '-'. */
export const cartCheckoutPath = (lines: readonly Pick<CartLine, '_id'>[]): string =>
  `/checkout/cart/${lines.map((line) => line._id).join('-')}`;
