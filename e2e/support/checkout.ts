/**
 * The checkout as a shopper goes through it in the browser: the shipping form of the checkout page, and the card
 * form of the built-in test provider's page (ADR 006), which accepts Stripe's test cards.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toast } from './notices';

export type ShippingDetails = {
  firstName: string;
  lastName: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

const labels: Record<keyof ShippingDetails, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  line1: 'Street Address',
  line2: 'Apartment, suite, etc.',
  city: 'City',
  state: 'State',
  postal_code: 'Postal code',
  country: 'Country',
};

/** Opens the form if it is locked, types the address, and saves it to the account. */
export async function saveShipping(page: Page, details: Partial<ShippingDetails>): Promise<void> {
  // The form is drawn locked or open: wait for it, then open it if it is locked.
  await expect(page.getByRole('button', { name: /^(Update|Save) Address$/ })).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Address' });
  if (await update.isVisible()) await update.click();
  for (const [field, value] of Object.entries(details) as [keyof ShippingDetails, string][]) {
    if (field === 'country') {
      await page.getByRole('combobox', { name: labels.country }).selectOption(value);
    } else {
      await page.getByRole('textbox', { name: labels[field], exact: true }).fill(value);
    }
  }
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, 'Address updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Address' })).toBeVisible();
}

/** The order summary's figure beside `term` (Subtotal, Shipping, Total). */
export const summaryFigure = (page: Page, term: 'Subtotal' | 'Shipping' | 'Total') =>
  page.getByRole('region', { name: 'Order Summary' }).locator(`dt:text-is("${term}") + dd`);

export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  asksToConfirm: '4000 0027 6000 3184',
} as const;

/** On the test provider's page: types the card and presses its Pay button. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Amelia Tan');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** What the shop says a piece has in stock now. */
export async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await request.get(`/api/v1/products/getProductDetails/${productId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { product: { countInStock: number } }).product.countInStock;
}

/** Money as the shop writes it. */
const sgd = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});
export const money = (amount: number) => sgd.format(amount);

/** The amount the test provider's page asks to be paid ('Total due'), in dollars. */
export async function amountDue(page: Page): Promise<number> {
  const row = page.getByRole('listitem').filter({ hasText: 'Total due' });
  await expect(row).toBeVisible();
  const figure = /([\d,]+\.\d{2})/.exec((await row.textContent()) ?? '')?.[1];
  if (!figure) throw new Error('the provider page shows no amount due');
  return Number(figure.replace(/,/g, ''));
}
