/**
 * A signed-in shopper's cart drawn on the server (ADR 066): what the checkout's server entry asks the API, what it
 * draws, for whom it draws nothing, and that the browser's first render hydrates it (the same elements, the cart not
 * asked for again, nothing reported), the heart of a piece in the wishlist filled once the page is the code's.
 */
import { act, screen, within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import {
  api,
  authStatusAtom,
  cartAtom,
  cartOwnerAtom,
  FIRST_SCREEN_ATTRIBUTE,
  handedAnswerScript,
  sessionStore,
  userAtom,
  wishlistAtom,
  type CartLine,
} from '@gemstore/shared';
import { answeringApiClient, type AskedCall } from '@gemstore/shared/testing';
import { aCartLine, aWishlistItem } from '@gemstore/shared/test-fixtures';
import { renderFirstScreen } from '../first-screen';
import { ada, pageRequest } from '../test-helpers';

const ruby: CartLine = { ...aCartLine(12, 2), name: 'Burmese Ruby', price: 1500.5 };
const sapphire: CartLine = { ...aCartLine(14, 1), name: 'Ceylon Sapphire', price: 999.99 };

/** The server's priced check of an order: the ruby and the sapphire of the cart, or the ruby alone (Buy Now). */
function pricedOrder(body: { page?: string; productId?: number; quantity?: number }) {
  const lines = body.page === 'product' ? [{ ...ruby, quantity: body.quantity ?? 1 }] : [ruby, sapphire];
  const items = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: Math.round(line.price * 100),
    image: null,
    price: line.price,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0) / 100;
  return {
    success: true,
    message: 'Ready for payment',
    addressComplete: true,
    summary: { items, subtotal, shipping: 0, total: subtotal, currency: 'SGD' },
  };
}

/**
 * The API as a shop answers: who is signed in, their cart (a guest's cart call is refused) and the priced check of
 * their order (`check`: 'refused' as for a piece sold out meanwhile).
 */
const shop =
  ({
    user = ada,
    lines = [ruby, sapphire],
    check = 'priced',
  }: {
    user?: unknown;
    lines?: CartLine[] | 'down';
    check?: 'priced' | 'refused';
  }) =>
  (asked: AskedCall) => {
    if (asked.url === '/user/me') return { success: true, user };
    if (asked.url === '/cart') {
      if (!user || lines === 'down') throw new Error('refused');
      return { success: true, cartItems: lines };
    }
    if (asked.method === 'POST' && asked.url === '/cart/proceed-to-checkout') {
      if (!user || check === 'refused') throw new Error('refused');
      return pricedOrder(asked.body as { page?: string });
    }
    throw new Error(`not asked for: ${asked.url}`);
  };

describe('renderFirstScreen (the cart on the server)', () => {
  it('draws the signed-in shopper’s cart: its lines, the summary and its total, handed over with the page', async () => {
    const { client, asked } = answeringApiClient(shop({}));
    const drawn = await renderFirstScreen(pageRequest('/cart'), client);

    expect(drawn?.html).toContain('Your Cart');
    expect(drawn?.html).toContain('Burmese Ruby');
    expect(drawn?.html).toContain('Ceylon Sapphire');
    expect(drawn?.html).toContain('Checkout Summary');
    // 2 × 1,500.50 + 999.99
    expect(drawn?.html).toContain('4,000.99');
    expect(drawn?.html).toContain('Proceed to Checkout');
    expect(asked.map((call) => call.url).sort()).toEqual(['/cart', '/user/me']);
    expect(drawn?.answer.remote).toBe('checkout');
    expect(JSON.stringify(drawn?.answer)).toContain('Burmese Ruby');
  });

  it('draws an empty cart as the browser does', async () => {
    const { client } = answeringApiClient(shop({ lines: [] }));
    const drawn = await renderFirstScreen(pageRequest('/cart'), client);

    expect(drawn?.html).toContain('Your cart is empty');
    expect(drawn?.html).toContain('Start Shopping');
  });

  it('draws nothing without a cookie, and asks nothing', async () => {
    const { client, asked } = answeringApiClient(shop({}));
    await expect(renderFirstScreen(pageRequest('/cart', null), client)).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws nothing for a guest with an ended session: the browser sends them to log in', async () => {
    const { client } = answeringApiClient(shop({ user: null }));
    await expect(renderFirstScreen(pageRequest('/cart', 'gs_sid=ended'), client)).resolves.toBeNull();
  });

  it('draws nothing when the cart cannot be read: the browser says so, with its Retry', async () => {
    const { client } = answeringApiClient(shop({ lines: 'down' }));
    await expect(renderFirstScreen(pageRequest('/cart'), client)).resolves.toBeNull();
  });

  it.each(['/payment/success/cs_1', '/payment/canceled', '/', '/profile'])(
    'draws nothing for %s, and asks nothing',
    async (url) => {
      const { client, asked } = answeringApiClient(shop({}));
      await expect(renderFirstScreen(pageRequest(url), client)).resolves.toBeNull();
      expect(asked).toEqual([]);
    },
  );

  it('draws the signed-in shopper’s checkout: their address in the form, the order priced for their country', async () => {
    const { client, asked } = answeringApiClient(shop({}));
    const drawn = await renderFirstScreen(pageRequest('/checkout/cart/120-140'), client);

    expect(drawn?.html).toContain('Checkout');
    expect(drawn?.html).toContain('Shipping Information');
    expect(drawn?.html).toContain('value="Ada"');
    expect(drawn?.html).toContain('value="1 Orchard Rd"');
    expect(drawn?.html).toMatch(/<option value="Singapore" selected="">/);
    // A complete address: locked until 'Update Address'.
    expect(drawn?.html).toContain('Update Address');
    expect(drawn?.html).toContain('Order Summary');
    expect(drawn?.html).toContain('Burmese Ruby');
    expect(drawn?.html).toContain('Ceylon Sapphire');
    // 2 × 1,500.50 + 999.99
    expect(drawn?.html).toContain('4,000.99');
    // Who it is first: the check is priced for the country of their saved address, as the page's first render asks.
    expect(asked.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/user/me', undefined],
      ['POST', '/cart/proceed-to-checkout', { page: 'cart', country: 'Singapore' }],
    ]);
    expect(drawn?.answer.remote).toBe('checkout');
    expect(JSON.stringify(drawn?.answer)).toContain('Ready for payment');
  });

  it('draws a Buy Now checkout for the piece and quantity its address names', async () => {
    const { client, asked } = answeringApiClient(shop({}));
    const drawn = await renderFirstScreen(pageRequest('/checkout/product/12-3'), client);

    expect(asked.at(-1)?.body).toEqual({ page: 'product', productId: 12, quantity: 3, country: 'Singapore' });
    expect(drawn?.html).toContain('Burmese Ruby');
    // 3 × 1,500.50
    expect(drawn?.html).toContain('4,501.50');
    expect(drawn?.html).not.toContain('Ceylon Sapphire');
  });

  it('draws nothing for a checkout whose check is refused: the browser says why, as before', async () => {
    const { client } = answeringApiClient(shop({ check: 'refused' }));
    await expect(renderFirstScreen(pageRequest('/checkout/cart/120-140'), client)).resolves.toBeNull();
  });

  it('draws nothing for a guest’s checkout, and does not price it', async () => {
    const { client, asked } = answeringApiClient(shop({ user: null }));
    await expect(
      renderFirstScreen(pageRequest('/checkout/cart/120-140', 'gs_sid=ended'), client),
    ).resolves.toBeNull();
    expect(asked.map((call) => call.url)).toEqual(['/user/me']);
  });

  it.each(['/checkout/cart/120,140', '/checkout/product/12-100', '/checkout/wishlist/12'])(
    'draws nothing for %s, an address that names no order (the browser’s not-found), and asks nothing',
    async (url) => {
      const { client, asked } = answeringApiClient(shop({}));
      await expect(renderFirstScreen(pageRequest(url), client)).resolves.toBeNull();
      expect(asked).toEqual([]);
    },
  );

  it('leaves its session store as it found it: the next page is drawn for nobody in particular', async () => {
    const { client } = answeringApiClient(shop({}));
    await renderFirstScreen(pageRequest('/cart'), client);
    await renderFirstScreen(pageRequest('/checkout/cart/120-140'), client);

    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(authStatusAtom)).toBe('checking');
    expect(sessionStore.get(cartAtom)).toEqual([]);
    expect(sessionStore.get(cartOwnerAtom)).toBeNull();
  });
});

describe('the drawn cart in the browser', () => {
  it('is hydrated once the page knows who is signed in, from the lines it was drawn from', async () => {
    const { client } = answeringApiClient(shop({}));
    const drawn = await renderFirstScreen(pageRequest('/cart'), client);
    if (!drawn) throw new Error('nothing drawn');
    window.history.replaceState(null, '', '/cart');
    document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="checkout">${drawn.html}</div>${handedAnswerScript(drawn.answer)}`;
    const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
    if (!area) throw new Error('no area');
    const heading = area.querySelector('h1');
    const rubyLine = area.querySelector('#cart-line-120')?.closest('li');
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest.spyOn(api, 'get');
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');

    const { default: app } = await import('../bootstrap');
    let mounted = false;
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = mountRootParcel(app, { domElement: area, hydrate: true }).mountPromise.then(() => {
        mounted = true;
      });
    });
    // Not before the page knows who is signed in: the drawn page stays as it is meanwhile.
    expect(mounted).toBe(false);
    expect(area.querySelector('h1')).toBe(heading);

    // The shell hears who is signed in (its cart not with it: the page starts from the lines it was drawn from), and
    // the ruby is in the shopper's wishlist by now.
    await act(async () => {
      sessionStore.set(wishlistAtom, [aWishlistItem(12)]);
      sessionStore.set(userAtom, ada);
      sessionStore.set(authStatusAtom, 'authenticated');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(() => mounting);
    expect(mounted).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBe(heading);
    expect(screen.getByRole('listitem', { name: 'Burmese Ruby' })).toBe(rubyLine);
    expect(sessionStore.get(cartAtom)).toEqual([ruby, sapphire]);
    expect(
      within(screen.getByRole('listitem', { name: 'Burmese Ruby' })).getByRole('button', {
        name: 'Remove Burmese Ruby from wishlist',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('listitem', { name: 'Ceylon Sapphire' })).getByRole('button', {
        name: 'Add Ceylon Sapphire to wishlist',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(get).not.toHaveBeenCalledWith('/cart', expect.anything());
    expect(get).not.toHaveBeenCalledWith('/cart');
    expect(reported).not.toHaveBeenCalled();
  });
});
