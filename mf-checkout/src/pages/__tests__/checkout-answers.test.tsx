/**
 * The checkout's summary is the server's answer for the order in the address (ADR 021, ADR 028): the server here
 * prices by the piece and quantity asked, and the address moves to another piece, so a query key that left the order
 * out would keep showing the first piece's price.
 */
import { act, screen, within } from '@testing-library/react';
import { api, notify, Route, Routes } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { checkoutQueries } from '../../lib/query-client';
import { CheckoutPage } from '../checkout-page';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.post>>;

const pieces: Record<number, { name: string; unitPriceCents: number }> = {
  12: { name: 'Burmese Ruby', unitPriceCents: 150050 },
  14: { name: 'Ceylon Sapphire', unitPriceCents: 99999 },
};

const shopper = aUser({
  address: {
    line1: '1 Orchard Rd',
    line2: '#01-01',
    city: 'Singapore',
    state: 'Singapore',
    postal_code: '238823',
    country: 'Singapore',
  },
});

beforeEach(() => {
  checkoutQueries.clear();
  jest.useFakeTimers();
  get.mockReset().mockResolvedValue(reply({ success: true, countries: [] }));
  post.mockReset().mockImplementation(async (url: string, body?: unknown) => {
    if (url !== '/cart/proceed-to-checkout') throw new Error(`unexpected POST ${url}`);
    const { productId, quantity } = body as { productId: number; quantity: number };
    const piece = pieces[productId];
    if (!piece) throw new Error(`unknown piece ${productId}`);
    const items = [{ productId, quantity, image: null, price: piece.unitPriceCents / 100, ...piece }];
    const total = (piece.unitPriceCents * quantity) / 100;
    return reply({
      success: true,
      message: 'Ready for payment',
      addressComplete: true,
      summary: { items, subtotal: total, shipping: 0, total, currency: 'SGD' },
    });
  });
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(5000);
  });
  jest.useRealTimers();
});

it('shows the piece and price of the order in the address, and of the next one when the address changes', async () => {
  const { navigate } = renderInRemote(
    <Routes>
      <Route path="/checkout/:page/:productIds" element={<CheckoutPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { remote: 'checkout', queries: checkoutQueries, url: '/checkout/product/12-1', session: shopper },
  );
  const summary = () => screen.getByRole('region', { name: 'Order Summary' });
  expect(await within(summary()).findByText('Burmese Ruby')).toBeInTheDocument();
  expect(within(summary()).getAllByText('$1,500.50').length).toBeGreaterThan(0);

  navigate('/checkout/product/14-2');
  expect(await within(summary()).findByText('Ceylon Sapphire')).toBeInTheDocument();
  expect(within(summary()).getAllByText('$1,999.98').length).toBeGreaterThan(0);
  expect(within(summary()).queryByText('Burmese Ruby')).not.toBeInTheDocument();
});
