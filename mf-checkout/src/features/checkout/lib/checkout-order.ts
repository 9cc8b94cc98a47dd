/**
 * What a checkout address names (§checkout.route): `/checkout/cart/{ids}` pays the cart (its lines' ids
 * joined by '-', as the shopper saw it); `/checkout/product/{productId}-{quantity}` pays one piece (Buy Now).
 * Anything else is not a checkout.
 */
import type { CheckoutOrder } from '../../../lib/order-check';

export type { CheckoutOrder };

/** The most of one piece a single checkout takes (the server's cart rule). */
const MAX_QUANTITY = 99;

const CART_IDS = /^\d+(?:-\d+)*$/;
const PRODUCT_AND_QUANTITY = /^(\d+)-(\d+)$/;

export function checkoutOrderOf(page: string | undefined, ids: string | undefined): CheckoutOrder | null {
  if (!ids) return null;
  if (page === 'cart') {
    return CART_IDS.test(ids) ? { page: 'cart', lineIds: ids.split('-').map(Number) } : null;
  }
  if (page === 'product') {
    const match = PRODUCT_AND_QUANTITY.exec(ids);
    if (!match) return null;
    const productId = Number(match[1]);
    const quantity = Number(match[2]);
    if (productId < 1 || quantity < 1 || quantity > MAX_QUANTITY) return null;
    return { page: 'product', productId, quantity };
  }
  return null;
}
