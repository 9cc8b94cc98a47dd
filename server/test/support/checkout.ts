/**
 * Paying on the built-in test provider's hosted page, as a browser would: GET the page, post the card form. And what
 * the suites that call the checkout module directly give it: a verified shopper, a customer, a line.
 */
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { users, type CheckoutLine } from '../../src/db/schema';

let shoppers = 0;
/** A verified shopper inserted directly (no sign-up, no mail): their id. */
export async function insertShopper(db: Db): Promise<string> {
  shoppers += 1;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Mei',
      lastName: 'Lim',
      email: `checkout-${shoppers}.${Date.now()}@example.com`,
      verified: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return row.id;
}

/** The checkout's customer, shipping to `country`. */
export const checkoutCustomer = (country = 'Singapore') => ({
  email: 'mei@example.com',
  name: 'Mei Lim',
  shipping: {
    name: 'Mei Lim',
    address: {
      line1: '1 Orchard Road',
      line2: '',
      city: 'Singapore',
      state: '',
      postal_code: '238823',
      country,
    },
  },
});

export const checkoutLine = (productId: number, quantity = 1, unitPriceCents = 100_000): CheckoutLine => ({
  productId,
  name: `Piece ${productId}`,
  quantity,
  unitPriceCents,
  image: null,
});

export type CardResult = { status: number; location: string | undefined; html: string };

export async function payOnLocalPage(
  app: App,
  checkoutUrl: string,
  card: { number: string; expiry?: string; cvc?: string; name?: string } = { number: '4242 4242 4242 4242' },
): Promise<CardResult> {
  const path = new URL(checkoutUrl).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  if (page.statusCode !== 200) throw new Error(`checkout page answered ${page.statusCode}`);
  const res = await app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({
      number: card.number,
      expiry: card.expiry ?? '12/39',
      cvc: card.cvc ?? '123',
      name: card.name ?? 'Aiko Tan',
    }).toString(),
  });
  const location = res.headers.location;
  return {
    status: res.statusCode,
    location: typeof location === 'string' ? location : undefined,
    html: res.body,
  };
}

/** The provider session id the shop's success page would read from /payment/success/{session_id}. */
export function sessionIdFrom(location: string | undefined): string {
  const match = /\/payment\/success\/([^/?#]+)/.exec(location ?? '');
  if (!match?.[1]) throw new Error(`not a success redirect: ${location}`);
  return decodeURIComponent(match[1]);
}
