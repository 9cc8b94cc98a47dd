/**
 * A paid order, placed the way the shop's checkout places one but over HTTP: the pieces put in the cart, the
 * shipping address saved to the account, a checkout session for the cart, the card form of the built-in test
 * provider's page posted with 4242 4242 4242 4242, and the payment verified as the success page does. Runs in the
 * shopper's browser context (`page.request`), so the order is theirs.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { fromTheShop } from './from-the-shop';

export type ListedProduct = {
  id: number;
  name: string;
  price: number | null;
  priceHidden: 'enquire' | 'login' | null;
  countInStock: number;
  link: string;
};

export const shippingAddress = {
  line1: '1 Orchard Road',
  line2: '#10-01',
  city: 'Singapore',
  state: 'Singapore',
  postal_code: '238823',
  country: 'Singapore',
};

/**
 * The `count` pieces of `category` with the most stock that this shopper can buy (priced, not on request): buying
 * one of each leaves the small-stock pieces other journeys look for as they were.
 */
export async function wellStockedPieces(
  request: APIRequestContext,
  count: number,
  { section = 'jewellery', category = 'Rings' } = {},
): Promise<ListedProduct[]> {
  const answer = await request.post(`/api/v1/products/?section=${section}&category=${category}`, {
    data: {},
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const pieces = ((await answer.json()) as { product: ListedProduct[] }).product
    .filter((p) => p.priceHidden === null && p.price !== null && p.countInStock > 1)
    .sort((a, b) => b.countInStock - a.countInStock)
    .slice(0, count);
  if (pieces.length < count)
    throw new Error(`the seed has fewer than ${count} ${category} with stock to spare`);
  return pieces;
}

/** One of the best-stocked rings, put in the shopper's cart (one unit); answers the piece. */
export async function putPieceInCart(request: APIRequestContext): Promise<ListedProduct> {
  const [piece] = await wellStockedPieces(request, 1);
  if (!piece) throw new Error('the shop has no ring with stock to put in a cart');
  const added = await request.post('/api/v1/cart/update-cart', {
    data: { productId: piece.id, quantity: 1 },
    headers: fromTheShop,
  });
  if (!added.ok()) throw new Error(`could not fill the cart: ${await added.text()}`);
  return piece;
}

/** Pays for `lines` from the shopper's cart on the test provider's page; answers the new order's id. */
export async function placePaidOrder(
  request: APIRequestContext,
  lines: { product: ListedProduct; quantity: number }[],
): Promise<string> {
  for (const { product, quantity } of lines) {
    const added = await request.post('/api/v1/cart/update-cart', {
      data: { productId: product.id, quantity },
      headers: fromTheShop,
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const address = await request.put('/api/v1/user/update-user', {
    data: { address: shippingAddress },
    headers: fromTheShop,
  });
  expect(address.ok(), await address.text()).toBe(true);

  const session = await request.post('/api/v1/stripe/create-checkout-session-cart', { headers: fromTheShop });
  expect(session.ok(), await session.text()).toBe(true);
  const checkoutPage = new URL(((await session.json()) as { url: string }).url);
  // The provider's page, as the browser would be sent there, then its card form.
  const opened = await request.get(checkoutPage.pathname);
  expect(opened.status(), await opened.text()).toBe(200);
  const paid = await request.post(`${checkoutPage.pathname}/pay`, {
    form: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Amelia Tan' },
    headers: fromTheShop,
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const location = paid.headers()['location'] ?? '';
  const sessionId = /\/payment\/success\/([^/?#]+)/.exec(location)?.[1];
  if (!sessionId) throw new Error(`not a success redirect: ${location}`);

  // What the success page does.
  const verified = await request.post('/api/v1/stripe/verify-payment', {
    data: { sessionId: decodeURIComponent(sessionId) },
    headers: fromTheShop,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { orderId: string }).orderId;
}
