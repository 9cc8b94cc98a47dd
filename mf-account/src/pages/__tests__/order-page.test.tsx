import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, Route, Routes, routeTable } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { anOrder, aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { OrderPage } from '../order-page';

const get = jest.spyOn(api, 'get');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

/** Two lines, one of a piece since removed from the catalogue; sent to Malaysia, so shipping is charged. */
const order = anOrder(7, {
  reference: 'GS-7K3F9Q',
  status: 'Shipped',
  date: '2026-03-04T06:05:00.000Z',
  items: [
    ...anOrder(7).items,
    { productId: null, name: 'Sapphire Halo Ring', quantity: 2, price: 2100, imageUrl: null },
  ],
  subtotal: 9050,
  shipping: 50,
  total: 9100,
  shippingDetails: {
    name: 'Ada Tan',
    address: {
      line1: '12 Jalan Ampang',
      line2: '',
      city: 'Kuala Lumpur',
      state: 'Selangor',
      postal_code: '50450',
      country: 'Malaysia',
    },
  },
});

function open(orderId: string) {
  return renderInRemote(
    <Routes>
      <Route path={routeTable.order.path} element={<OrderPage />} />
      <Route path={routeTable.orderHistory.path} element={<p>The order history</p>} />
    </Routes>,
    { remote: 'account', queries: accountQueries, url: `/order-history/${orderId}`, session: aUser() },
  );
}

beforeEach(() => {
  accountQueries.clear();
  get.mockReset();
});

describe('OrderPage (/order-history/{orderId})', () => {
  it('shows the lines, amounts, shipping address, status and date of the order', async () => {
    get.mockResolvedValue(reply({ success: true, order }));
    open(order.id);
    expect(screen.getByText('Loading your order')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order GS-7K3F9Q' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/orders/${order.id}`, expect.anything());
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Payment received. Your order is on its way.')).toBeInTheDocument();
    expect(screen.getByText('4 March 2026 at 2:05 pm')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const [ruby, ring] = within(items).getAllByRole('listitem');
    expect(ruby).toHaveTextContent('Burmese Ruby');
    expect(ruby).toHaveTextContent('Quantity 1 × $4,850.00');
    expect(ruby?.querySelector('img')).toHaveAttribute('src', '/api/v1/media/products/12/1.jpg?w=160');
    expect(ring).toHaveTextContent('Quantity 2 × $2,100.00');
    expect(ring).toHaveTextContent('$4,200.00');
    expect(ring?.querySelector('img')).toBeNull();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Subtotal$9,050.00');
    expect(summary).toHaveTextContent('Shipping$50.00');
    expect(summary).toHaveTextContent('Total$9,100.00');
    expect(screen.getByRole('region', { name: 'Shipping to' })).toHaveTextContent(
      'Ada Tan12 Jalan AmpangKuala Lumpur Selangor 50450Malaysia',
    );
    expect(screen.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it("says 'Free' for free shipping, and a Singapore address as it is written", async () => {
    const home = { ...order.shippingDetails.address, line1: '1 Orchard Rd', line2: '#10-01' };
    const singapore = {
      ...home,
      city: 'Singapore',
      state: 'Singapore',
      postal_code: '238823',
      country: 'Singapore',
    };
    get.mockResolvedValue(
      reply({
        success: true,
        order: {
          ...order,
          shipping: 0,
          total: 9050,
          shippingDetails: { name: 'Ada Tan', address: singapore },
        },
      }),
    );
    open(order.id);
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('ShippingFree');
    const lines = within(screen.getByRole('region', { name: 'Shipping to' })).getAllByText(/./);
    expect(lines.map((line) => line.textContent)).toEqual([
      'Shipping to',
      'Ada Tan',
      '1 Orchard Rd',
      '#10-01',
      'Singapore 238823',
      'Singapore',
    ]);
  });

  it.each([
    ['another shopper’s or an unknown order (404)', 404],
    ['an address that is not an order id (400)', 400],
  ])('shows the not-found page for %s, with the way back', async (_, status) => {
    const user = userEvent.setup();
    get.mockRejectedValue(
      new ApiError('Order not found', status, { success: false, message: 'Order not found' }),
    );
    open(status === 400 ? 'not-an-order' : order.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Order History' }));
    expect(screen.getByText('The order history')).toBeInTheDocument();
  });

  it('offers a retry when the shop cannot be reached', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    open(order.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading order');

    get.mockResolvedValueOnce(reply({ success: true, order }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GS-7K3F9Q' })).toBeInTheDocument();
  });
});
