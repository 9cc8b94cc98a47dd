/**
 * Issue 19: the order history as a shopper sees it — an order paid on the test provider listed with its lines and
 * total, its own page from 'View Details', the same address refused to another shopper with the not-found page, and
 * a shopper who has bought nothing yet.
 */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { placePaidOrder, shippingAddress, wellStockedPieces } from '../support/orders';

const price = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});
const money = (amount: number) => price.format(amount);

test('a paid order is in the history with its lines and total, opens from View Details, and is no one else’s', async ({
  page,
  browser,
}) => {
  await registerAndSignIn(page.request);
  const [ring, other] = await wellStockedPieces(page.request, 2);
  if (!ring?.price || !other?.price) throw new Error('two priced rings expected');
  const orderId = await placePaidOrder(page.request, [
    { product: ring, quantity: 1 },
    { product: other, quantity: 1 },
  ]);
  const { reference } = (
    (await (await page.request.get(`/api/v1/orders/${orderId}`)).json()) as { order: { reference: string } }
  ).order;
  const total = ring.price + other.price;

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  const lines = card.getByRole('list', { name: `Items in order ${reference}` }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: ring.name })).toContainText(`Qty 1 · ${money(ring.price)}`);
  await expect(lines.filter({ hasText: other.name })).toContainText(`Qty 1 · ${money(other.price)}`);
  await expect(card).toContainText(`2 items · Total ${money(total)}`);

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: ring.name })).toContainText(`Quantity 1 × ${money(ring.price)}`);
  await expect(items.filter({ hasText: other.name })).toContainText(`Quantity 1 × ${money(other.price)}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('definition').last()).toHaveText(money(total));
  await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(shippingAddress.line1);

  // The same address in another shopper's browser: not found, not an error.
  const elsewhere = await browser.newContext();
  try {
    const stranger = await elsewhere.newPage();
    await registerAndSignIn(stranger.request);
    await stranger.goto(`/order-history/${orderId}`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    await expect(stranger.getByText(ring.name)).toHaveCount(0);
    await expect(stranger.getByText('Unexpected Application Error!')).toHaveCount(0);
    await stranger.getByRole('link', { name: 'Back to Order History' }).click();
    await expect(stranger).toHaveURL(/\/order-history$/);
    await expect(stranger.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test("a shopper with no orders sees 'No orders found' and 'Start Shopping'", async ({ page }) => {
  await registerAndSignIn(page.request);
  await page.goto('/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/gemstones\/featured$/i);
});
