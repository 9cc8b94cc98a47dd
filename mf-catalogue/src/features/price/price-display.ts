/**
 * A piece's price as the shop shows it to whoever is looking (§price.format, §price.guest-limit, §price.on-request):
 * the one reading of the rule, for every place a piece's price shows — the listing's cards, the product page, the
 * wishlist (through `catalogue/price`, ADR 055). The server already left out a price the viewer may not see; this
 * says what to show instead, in the shop's words.
 */
import { formatPrice, type PriceDisplay, type PricedPiece } from '@gemstore/shared';

/** The words and the veil (a price-shaped blur) shown in place of a price a guest may not see. */
export const priceWords = {
  login: 'Login to view price',
  enquire: 'Enquire for Price',
  /** Blurred and hidden from assistive technology: it says "there is a price here" without a number to read. */
  veil: '$8,888.00',
} as const;

export function priceDisplay(piece: PricedPiece): PriceDisplay {
  if (piece.priceHidden === 'enquire') return { kind: 'enquire', text: priceWords.enquire };
  if (piece.priceHidden === 'login' || piece.price === null)
    return { kind: 'login', text: priceWords.login, veil: priceWords.veil };
  return { kind: 'amount', amount: piece.price, text: formatPrice(piece.price) };
}
