/**
 * What the shop says about delivery (§shipping.delivery-words, ADR 042), written once so the product page,
 * the cart and both checkouts tell one story: delivery is free in Singapore; abroad it is free on an order
 * from the cart, and a flat fee on a piece bought with Buy Now (the only checkout whose total adds shipping).
 */
import { formatPrice } from '../format';
import { SHIPPING_FEE_OUTSIDE_SINGAPORE } from '../taxonomy';

const abroadFee = formatPrice(SHIPPING_FEE_OUTSIDE_SINGAPORE);

export const deliveryWords = {
  /** The product page's delivery box, below its heading. */
  productPage: `Insured and tracked, free in Singapore. Abroad, free on an order from your cart, or a flat ${abroadFee} with Buy Now.`,
  /** The cart's summary and a cart checkout: what this order costs to deliver, wherever it goes. */
  cartOrder: 'Delivery is free on an order from your cart, to Singapore and abroad.',
  /** Buy Now's checkout, whose total adds the fee for an address abroad. */
  buyNow: `With Buy Now, delivery is free in Singapore and a flat ${abroadFee} abroad. An order from your cart is delivered free everywhere.`,
} as const;
