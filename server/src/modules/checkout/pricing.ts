/**
 * What a checkout costs, from database prices only (§shipping.free-in-singapore, §shipping.flat-fee-abroad,
 * §shipping.cart-order: free to Singapore, else a flat fee on a single-product checkout; a cart checkout's
 * total excludes shipping).
 */
import { SHIPPING_FEE_OUTSIDE_SINGAPORE } from '@gemstore/shared/taxonomy';
import type { CheckoutLine } from '../../db/schema';
import { isHomeCountry } from '../countries/countries';

export function shippingCents(kind: 'cart' | 'product', country: string): number {
  if (kind === 'cart' || isHomeCountry(country)) return 0;
  return SHIPPING_FEE_OUTSIDE_SINGAPORE * 100;
}

export function totals(lines: CheckoutLine[], shipping: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return { subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}

export const dollars = (cents: number) => Math.round(cents) / 100;

export function formatSgd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
