/**
 * Issue 20: buying, across the catalogue, checkout and account remotes, against the built shop and its built-in test
 * payment provider — the whole purchase, declined and confirmed cards, cancel, Buy Now's shipping, the race for a
 * last unit, and a success page opened again.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAndSignIn, type Shopper } from '../support/accounts';
import {
  amountDue,
  money,
  payByCard,
  saveShipping,
  stockOf,
  summaryFigure,
  TEST_CARDS,
  type ShippingDetails,
} from '../support/checkout';
import { fromTheShop } from '../support/from-the-shop';
import { codesSentTo, latestMailTo, nextCodeFor } from '../support/mailbox';
import { toast } from '../support/notices';
import { shippingAddress, wellStockedPieces, type ListedProduct } from '../support/orders';

const shippingFor = (shopper: Shopper, country = 'Singapore'): ShippingDetails => ({
  firstName: shopper.firstName,
  lastName: shopper.lastName,
  email: shopper.email,
  ...shippingAddress,
  country,
});

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const testProviderPage = /\/api\/v1\/payments\/local\/checkout\//;

/** From the product page, as a shopper adds it (the catalogue remote). */
async function addToCart(page: Page, piece: ListedProduct): Promise<void> {
  await page.goto(piece.link);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Item has been added to your cart' })).toBeVisible();
}

/** A piece added, the cart's checkout with the shopper's address saved, and Pay: the provider's page. */
async function cartToProvider(page: Page, shopper: Shopper, piece: ListedProduct): Promise<void> {
  await addToCart(page, piece);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await saveShipping(page, shippingFor(shopper));
  await pressPay(page);
}

/** The checkout page's pay button, then the provider's page. */
async function pressPay(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(testProviderPage);
}

test('a purchase across three remotes: browse, cart, one quantity update, checkout, card, success, history, mail', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [ring, other] = (await wellStockedPieces(page.request, 2)).filter(Boolean);
  if (!ring?.price || !other?.price || ring.countInStock < 4)
    throw new Error('two priced rings with stock expected');

  // Catalogue: from the listing to each piece, added to the cart.
  await page.goto('/jewellery/Rings');
  await page.getByRole('link', { name: ring.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${ring.link}$`));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Item has been added to your cart' })).toBeVisible();
  await addToCart(page, other);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');

  // Checkout remote: the cart, three quick presses make one update.
  const updates: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/cart/update-cart-item')
      updates.push(request.postData() ?? '');
  });
  await cartBadge(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: ring.name });
  const plus = line.getByRole('button', { name: `Increase quantity of ${ring.name}` });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/cart/update-cart-item');
  await plus.click();
  await plus.click();
  await plus.click();
  expect((await answered).ok()).toBe(true);
  expect(updates).toEqual([JSON.stringify({ productId: ring.id, quantity: 4 })]);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\/\d+-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A new shopper has no address: the form is open; saved, it locks.
  await expect(page.getByRole('button', { name: 'Save Address' })).toBeVisible();
  await saveShipping(page, shippingFor(shopper));
  const total = ring.price * 4 + other.price;
  await expect(summaryFigure(page, 'Shipping')).toHaveText('Free');
  await expect(summaryFigure(page, 'Total')).toHaveText(money(total));

  await pressPay(page);
  expect(await amountDue(page)).toBe(total);
  await payByCard(page, TEST_CARDS.pays);

  await expect(page).toHaveURL(/\/payment\/success\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Order confirmed! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
  expect(updates).toHaveLength(1);

  // Account remote: the order, both lines.
  await page.goto('/order-history');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(card).toContainText(ring.name);
  await expect(card).toContainText(other.name);
  await expect(card).toContainText(`Total ${money(total)}`);
  const reference = ((await card.getByRole('heading').first().textContent()) ?? '').replace(/^Order /, '');
  expect(reference).not.toBe('');

  const mail = await latestMailTo(shopper.email, /order/i);
  expect(mail.subject).toContain(reference);
  expect(mail.text).toContain(`Total: ${money(total)}`);
});

test('a declined card says so and leaves the cart; the card that asks to confirm pays after its step', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Earrings' });
  if (!piece?.price) throw new Error('a priced pair of earrings expected');
  await cartToProvider(page, shopper, piece);

  await payByCard(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as { cartItems: { id: number }[] };
  expect(cart.cartItems.map((line) => line.id)).toEqual([piece.id]);

  await payByCard(page, TEST_CARDS.asksToConfirm);
  await expect(page.getByRole('heading', { name: 'Authenticate this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Order confirmed! Redirecting...')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('cancel returns to /payment/canceled with the cart, and the held stock is on sale again at once', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Necklaces' });
  if (!piece) throw new Error('a necklace with stock expected');
  const before = await stockOf(page.request, piece.id);
  await cartToProvider(page, shopper, piece);
  expect(await stockOf(page.request, piece.id)).toBe(before - 1);

  await page.getByRole('link', { name: /Back to shop/ }).click();
  await expect(page).toHaveURL(/\/payment\/canceled\?checkout=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment canceled' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: piece.name })).toBeVisible();
  await expect.poll(() => stockOf(page.request, piece.id)).toBe(before);
});

test('Buy Now to another country adds $50, to Singapore nothing; the provider charges what the summary says', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Bracelets' });
  if (!piece?.price) throw new Error('a priced bracelet expected');
  await page.goto(piece.link);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/product/${piece.id}-1$`));

  await saveShipping(page, shippingFor(shopper, 'Malaysia'));
  await expect(summaryFigure(page, 'Shipping')).toHaveText(money(50));
  await expect(summaryFigure(page, 'Total')).toHaveText(money(piece.price + 50));
  await pressPay(page);
  expect(await amountDue(page)).toBe(piece.price + 50);

  await page.goBack();
  await saveShipping(page, { country: 'Singapore' });
  await expect(summaryFigure(page, 'Shipping')).toHaveText('Free');
  await expect(summaryFigure(page, 'Total')).toHaveText(money(piece.price));
  await pressPay(page);
  expect(await amountDue(page)).toBe(piece.price);
});

/** A one-off stone (one in stock) this viewer can buy: the last in the list, so other journeys' first picks stay. */
async function oneOffStone(page: Page): Promise<ListedProduct> {
  for (const category of ['Emerald', 'Sapphire', 'Ruby', 'Diamond']) {
    const answer = await page.request.post(`/api/v1/products/?section=gemstones&category=${category}`, {
      data: {},
    });
    const pieces = ((await answer.json()) as { product: ListedProduct[] }).product.filter(
      (p) => p.countInStock === 1 && p.price !== null && p.priceHidden === null,
    );
    const last = pieces.at(-1);
    if (last) return last;
  }
  throw new Error('the seed has no one-off stone to race for');
}

async function shopperWithStoneInCheckout(browser: Browser, stone: ListedProduct) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shopper = await registerAndSignIn(page.request);
  await addToCart(page, stone);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await saveShipping(page, shippingFor(shopper));
  return { context, page };
}

test('two shoppers race for the last unit: one pays, the other is told before paying and offered the wishlist', async ({
  browser,
  page,
}) => {
  const stone = await oneOffStone(page);
  const first = await shopperWithStoneInCheckout(browser, stone);
  const second = await shopperWithStoneInCheckout(browser, stone);
  try {
    await pressPay(first.page);
    await second.page
      .getByRole('region', { name: 'Order Summary' })
      .getByRole('button', { name: /^Pay / })
      .click();
    await expect(toast(second.page, 'Out of stock')).toBeVisible();
    await expect(second.page).toHaveURL(/\/checkout\/cart\//);

    await payByCard(first.page, TEST_CARDS.pays);
    await expect(first.page.getByText('Order confirmed! Redirecting...')).toBeVisible();

    await second.page.goto('/cart');
    const line = second.page.getByRole('listitem', { name: stone.name });
    await expect(line).toContainText('Out of stock');
    await expect(line.getByRole('button', { name: 'Move to wishlist' })).toBeVisible();
    expect(await stockOf(page.request, stone.id)).toBe(0);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('the success page opened again, and in a second tab, finds the one order: stock taken once', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Brooches' });
  if (!piece) throw new Error('a brooch with stock expected');
  const before = await stockOf(page.request, piece.id);
  await cartToProvider(page, shopper, piece);
  await payByCard(page, TEST_CARDS.pays);
  await expect(page.getByText('Order confirmed! Redirecting...')).toBeVisible();
  const successUrl = page.url();

  await page.goto(successUrl);
  await expect(page.getByText('Order confirmed! Redirecting...')).toBeVisible();
  const tab = await page.context().newPage();
  await tab.goto(successUrl);
  await expect(tab.getByText('Order confirmed! Redirecting...')).toBeVisible();

  const orders = (await (await page.request.get('/api/v1/orders')).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(1);
  expect(await stockOf(page.request, piece.id)).toBe(before - 1);
});

test('a signed-in shopper’s cart page asks for the user and the cart together: its lines within one round trip', async ({
  page,
}) => {
  await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Earrings' });
  if (!piece) throw new Error('a pair of earrings with stock expected');
  await page.request.post('/api/v1/cart/update-cart', {
    data: { productId: piece.id, quantity: 1 },
    headers: fromTheShop,
  });
  // A page load the shopper was signed in on, then the cart opened.
  await page.goto('/');
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  const events: string[] = [];
  const path = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    if (['/api/v1/user/me', '/api/v1/cart'].includes(path(request.url())))
      events.push(`ask ${path(request.url())}`);
  });
  page.on('response', (response) => {
    if (path(response.url()) === '/api/v1/user/me') events.push('answer /api/v1/user/me');
  });
  // Opened from the header (a page load of /cart arrives with its lines drawn on the server, ADR 066).
  await cartBadge(page).click();
  await expect(page.getByRole('listitem', { name: piece.name })).toBeVisible();
  await expect.poll(() => events.includes('answer /api/v1/user/me')).toBe(true);
  expect(events.indexOf('ask /api/v1/cart')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('ask /api/v1/cart')).toBeLessThan(events.indexOf('answer /api/v1/user/me'));
});

test('a session that ends mid-checkout loses nothing: told to log in, then back to the checkout as it was typed', async ({
  page,
  context,
}) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Earrings' });
  if (!piece) throw new Error('a pair of earrings with stock expected');
  await page.request.put('/api/v1/user/update-user', {
    data: { address: shippingAddress },
    headers: fromTheShop,
  });
  await page.goto(`/checkout/product/${piece.id}-1`);
  await page.getByRole('button', { name: 'Update Address' }).click();
  const apartment = page.getByRole('textbox', { name: 'Apartment, suite, etc.', exact: true });
  await apartment.fill('#22-22');

  // The session ends (signed out elsewhere, or timed out) while the shopper types.
  await context.clearCookies();
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: /^Pay / }).click();
  await expect(toast(page, 'Please log in to checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again (a new device: the e-mailed code), the shopper is back where they were.
  const codesBefore = await codesSentTo(shopper.email);
  const login = await page.request.post('/api/v1/user/login', {
    data: { email: shopper.email, password: shopper.password, trustDevice: true },
    headers: fromTheShop,
  });
  const { userId } = (await login.json()) as { userId: string };
  const otp = await nextCodeFor(shopper.email, codesBefore);
  expect(
    (
      await page.request.post('/api/v1/user/verify-otp', {
        data: { otp, userId, trustDevice: true },
        headers: fromTheShop,
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/checkout/product/${piece.id}-1$`));
  await expect(apartment).toHaveValue('#22-22');
  await expect(page.getByRole('button', { name: 'Save Address' })).toBeVisible();
});
