/**
 * Issue 5: the product page as a shopper uses it — the gallery and its slideshow, the certificate zoom, the stock
 * limits of the quantity, add to cart (the header's badge follows) and Buy Now, for a customer and for a guest.
 * Products are found through the API, as the seed made them.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { advanceUntilVisible, holdClock, STEP_MS } from '../support/clock';

type ApiProduct = {
  id: number;
  name: string;
  category: string;
  price: number | null;
  priceHidden: 'enquire' | 'login' | null;
  countInStock: number;
  image: string[];
  link: string;
};

const gemstoneCategories = ['Ruby', 'Sapphire', 'Emerald', 'Diamond'] as const;
const jewelleryCategories = ['Featured', 'Rings', 'Earrings', 'Necklaces', 'Bracelets', 'Brooches'] as const;

async function listing(request: APIRequestContext, section: string, category: string): Promise<ApiProduct[]> {
  const answer = await request.post(`/api/v1/products/?section=${section}&category=${category}`, {
    data: {},
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { product: ApiProduct[] }).product;
}

async function gemstones(request: APIRequestContext): Promise<ApiProduct[]> {
  const lists = await Promise.all(
    gemstoneCategories.map((category) => listing(request, 'gemstones', category)),
  );
  return lists.flat();
}

/** A gemstone that can be bought (priced for this viewer, not Featured) with stock matching `stock`. */
async function buyableGemstone(
  request: APIRequestContext,
  stock: (count: number) => boolean,
): Promise<ApiProduct> {
  const found = (await gemstones(request)).find((p) => p.priceHidden === null && stock(p.countInStock));
  if (!found) throw new Error('the seed has no such gemstone');
  return found;
}

const shownSlide = (page: Page) =>
  page
    .getByRole('region', { name: /^Pictures of / })
    .locator('[aria-roledescription="slide"][aria-hidden="false"]');

/** Whether a picture has loaded: a real image, not a broken one. */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

const shownPictureLoaded = (page: Page) => pictureLoaded(shownSlide(page).getByRole('img'));

const quantity = (page: Page) => page.getByRole('group', { name: 'Quantity' }).getByRole('status');

test('the slideshow moves every 2 s until paused, and plays again', async ({ page }) => {
  const ruby = await buyableGemstone(page.request, () => true);
  const count = ruby.image.length;
  await page.clock.install();
  await page.goto(ruby.link);
  await expect(page.getByRole('heading', { level: 1, name: ruby.name })).toBeVisible();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  // A slide's 2 s start once its picture has arrived; meanwhile the next picture is fetched out of sight (hidden
  // from assistive technology too, so it is found by the gallery's own mark).
  await expect.poll(() => shownPictureLoaded(page)).toBe(true);
  const upcoming = page.locator('[data-upcoming="true"] img');
  await expect.poll(() => pictureLoaded(upcoming)).toBe(true);

  await page.clock.runFor(2000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
  // It is that very picture which goes on show: there is nothing left to wait for.
  expect(await shownPictureLoaded(page)).toBe(true);

  const toggle = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  const play = page.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(6000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);

  await play.click();
  await page.clock.runFor(2000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `3 of ${count}`);
});

test('the slideshow holds while the mouse rests on the stone, and moves on 2 s after it leaves', async ({
  page,
}) => {
  const ruby = await buyableGemstone(page.request, () => true);
  const count = ruby.image.length;
  await page.clock.install();
  await page.goto(ruby.link);
  // The slideshow is running once the next picture is being fetched out of sight (the page's code is here).
  await expect.poll(() => pictureLoaded(page.locator('[data-upcoming="true"] img'))).toBe(true);
  // From here the page's clock stands still but for runFor: an installed clock flows with the wall clock, and the
  // slideshow would move on while the checks below wait.
  await holdClock(page);

  await shownSlide(page).hover();
  await page.clock.runFor(6000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveAttribute('aria-pressed', 'true');

  // Away to the product's name, beside the gallery.
  await page.getByRole('heading', { level: 1, name: ruby.name }).hover();
  await page.clock.runFor(1900);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  await page.clock.runFor(100);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
});

test.describe('for a shopper who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow starts paused; previous, next and thumbnails still move it', async ({ page }) => {
    const ruby = await buyableGemstone(page.request, () => true);
    const count = ruby.image.length;
    await page.clock.install();
    await page.goto(ruby.link);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Where a playing slideshow would start its 2 s (the picture on show has arrived), three of them pass on the
    // page's own clock, held still between the steps: still the first slide.
    await expect.poll(() => shownPictureLoaded(page)).toBe(true);
    await holdClock(page);
    await page.clock.runFor(6000);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
    await page.clock.resume();

    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `${count} of ${count}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
    await page.getByRole('button', { name: `Show image 3 of ${count}` }).click();
    await expect(shownSlide(page)).toHaveAttribute('aria-label', `3 of ${count}`);
    // The picture on show loads (a slide further on is fetched when it is first shown): a real image, not a
    // broken one.
    await expect.poll(() => shownPictureLoaded(page)).toBe(true);
  });

  test('the certificate opens in the zoom viewer, zooms from 1× to 4× and back, and Escape closes it', async ({
    page,
  }) => {
    const stone = (await gemstones(page.request)).find((p) =>
      p.image.some((url) => url.includes('certificate')),
    );
    if (!stone) throw new Error('the seed has no gemstone with a certificate');
    const position = stone.image.findIndex((url) => url.includes('certificate')) + 1;
    await page.goto(stone.link);

    await page
      .getByRole('button', { name: `Show the certificate, ${position} of ${stone.image.length}` })
      .click();
    await page.getByRole('button', { name: 'Zoom into the certificate' }).click();
    const viewer = page.getByRole('dialog', { name: 'Certificate' });
    await expect(viewer).toBeVisible();
    const scale = viewer.getByRole('status');
    await expect(scale).toHaveText('1×');
    await expect(viewer.getByRole('img', { name: `Laboratory certificate for ${stone.name}` })).toBeVisible();

    const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
    for (const expected of ['2×', '3×', '4×']) {
      await zoomIn.click();
      await expect(scale).toHaveText(expected);
    }
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(scale).toHaveText('3×');
    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(scale).toHaveText('1×');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoom into the certificate' })).toBeFocused();
  });
});

test("'+N more' on the 8th thumbnail shows every thumbnail", async ({ page }) => {
  const lists = await Promise.all([
    ...gemstoneCategories.map((category) => listing(page.request, 'gemstones', category)),
    listing(page.request, 'gemstones', 'Featured'),
    ...jewelleryCategories.map((category) => listing(page.request, 'jewellery', category)),
  ]);
  const large = lists.flat().find((p) => p.image.length > 8);
  // The seed gives a product at most 8 media (6 stills, an animation, a certificate): nothing to expand there.
  test.skip(!large, 'no seeded product has more than 8 media');
  if (!large) return;

  await page.goto(large.link);
  const thumbnails = page.getByRole('list', { name: 'Choose an image' });
  await expect(thumbnails.getByRole('button')).toHaveCount(8);
  const more = thumbnails.getByRole('button', { name: new RegExp(`^\\+${large.image.length - 8} more`) });
  await more.click();
  await expect(thumbnails.getByRole('button')).toHaveCount(large.image.length);
});

test('the quantity stays between 1 and the stock: nothing at 0, fixed at 1, up to the stock above', async ({
  page,
}) => {
  const all = await gemstones(page.request);
  const soldOut = all.find((p) => p.countInStock === 0 && p.priceHidden !== 'enquire');
  const single = all.find((p) => p.countInStock === 1 && p.priceHidden !== 'enquire');
  const several = all.find((p) => p.countInStock >= 3 && p.priceHidden !== 'enquire');
  if (!soldOut || !single || !several) throw new Error('the seed lacks a stock of 0, 1 or several');

  await page.goto(soldOut.link);
  await expect(page.getByText('Out of stock')).toBeVisible();
  for (const name of ['Decrease quantity', 'Increase quantity', 'Add to Cart', 'Buy Now']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }

  await page.goto(single.link);
  await expect(page.getByText('Only one in stock')).toBeVisible();
  await expect(quantity(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

  await page.goto(several.link);
  await expect(page.getByText(`${several.countInStock} in stock`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Increase quantity' });
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(less).toBeDisabled();
  for (let step = 1; step < several.countInStock; step++) await more.click();
  await expect(quantity(page)).toHaveText(String(several.countInStock));
  await expect(more).toBeDisabled();
  await expect(less).toBeFocused();
  await less.click();
  await expect(quantity(page)).toHaveText(String(several.countInStock - 1));
});

test('a customer adds to the cart: the confirmation shows and closes by itself, the header badge counts the line', async ({
  page,
}) => {
  await registerAndSignIn(page.request);
  const stone = await buyableGemstone(page.request, (stock) => stock >= 2);
  await page.clock.install();
  await page.goto(stone.link);
  const badge = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
  await expect(badge).toHaveAccessibleName('Cart, 0 items');

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await holdClock(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Item has been added to your cart' });
  await advanceUntilVisible(page, confirmation);
  await expect(confirmation.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  // §product.added-to-cart-dialog: it closes by itself after 2.5 s.
  await page.clock.runFor(2500 - 2 * STEP_MS);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(2 * STEP_MS);
  await expect(confirmation).toBeHidden();
  await page.clock.resume();
  // The header is back within reach (a modal hides the rest of the page from assistive technology).
  await expect(badge).toHaveAccessibleName('Cart, 1 item');

  const cart = await page.request.get('/api/v1/cart');
  const { cartItems } = (await cart.json()) as { cartItems: { id: number; quantity: number }[] };
  expect(cartItems).toEqual([expect.objectContaining({ id: stone.id, quantity: 2 })]);
});

test('a customer who buys now goes to the checkout of that product and quantity', async ({ page }) => {
  await registerAndSignIn(page.request);
  const stone = await buyableGemstone(page.request, (stock) => stock >= 2);
  await page.goto(stone.link);

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/product/${stone.id}-2$`));
});

test('a guest who buys now is asked to log in and taken to /login', async ({ page }) => {
  const stone = await buyableGemstone(page.request, (stock) => stock >= 1);
  await page.clock.install();
  await page.goto(stone.link);
  await expect(page.getByRole('heading', { level: 1, name: stone.name })).toBeVisible();
  const productPage = page.url();

  // §product.buy-now: the notice, and /login 2 s later, counted from the tap on the page's held clock.
  await holdClock(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.clock.runFor(2000 - 1);
  await expect(page).toHaveURL(productPage);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();
  // The notice (4 s, in the shell's toaster) is still up on the login page.
  await expect(page.getByText('Please Log In to buy this item.')).toBeVisible();
});

test("an unknown product says '404 Product Not Found' and leads back to its category", async ({ page }) => {
  await page.goto('/gemstones/ruby/no-such-stone-999999');
  await expect(page.getByRole('heading', { level: 1, name: '404 Product Not Found' })).toBeVisible();
  await expect(page.getByText('Product not found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shopping' }).click();
  await expect(page).toHaveURL(/\/gemstones\/Ruby$/);
});
