/**
 * Issue 20: the whole purchase by keyboard alone — the cart, Proceed to Checkout, the shipping form typed and saved,
 * Pay, the test provider's card form, and the success page — with no click anywhere.
 */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { TEST_CARDS } from '../support/checkout';
import { fromTheShop } from '../support/from-the-shop';
import { tabTo, typeInto } from '../support/keyboard';
import { toast } from '../support/notices';
import { shippingAddress, wellStockedPieces } from '../support/orders';

test('a purchase by keyboard alone: cart, checkout, address, card, success', async ({ page }) => {
  const shopper = await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Earrings' });
  if (!piece) throw new Error('a pair of earrings with stock expected');
  const added = await page.request.post('/api/v1/cart/update-cart', {
    data: { productId: piece.id, quantity: 1 },
    headers: fromTheShop,
  });
  expect(added.ok()).toBe(true);

  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: piece.name })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A new shopper's form is open, names and e-mail from the account: the address typed field by field.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(shopper.firstName);
  await typeInto(page, page.getByRole('textbox', { name: 'Street Address' }), shippingAddress.line1, 40);
  await typeInto(page, page.getByRole('textbox', { name: 'Apartment, suite, etc.' }), shippingAddress.line2);
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), shippingAddress.city);
  await typeInto(page, page.getByRole('textbox', { name: 'State' }), shippingAddress.state);
  await typeInto(page, page.getByRole('textbox', { name: 'Postal code' }), shippingAddress.postal_code);
  const country = page.getByRole('combobox', { name: 'Country' });
  await tabTo(page, country, 2);
  await page.keyboard.type('Singapore');
  await expect(country).toHaveValue('Singapore');
  await tabTo(page, page.getByRole('button', { name: 'Save Address' }), 2);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Address updated successfully!')).toBeVisible();

  const pay = page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: /^Pay / });
  await tabTo(page, pay, 6);
  await page.keyboard.press('Enter');

  // The test provider's page: its card form, field by field.
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await typeInto(page, page.getByLabel('Card number'), TEST_CARDS.pays, 20);
  await typeInto(page, page.getByLabel('Expiry (MM/YY)'), '12/39');
  await typeInto(page, page.getByLabel('CVC'), '123');
  await typeInto(page, page.getByLabel('Name on card'), `${shopper.firstName} ${shopper.lastName}`);
  await tabTo(page, page.getByRole('button', { name: /^Pay / }), 2);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Order confirmed! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
