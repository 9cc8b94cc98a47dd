import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { anOrder, aUser } from '@gemstore/shared/test-fixtures';
import type { Order } from '@gemstore/shared';
import { ORDERS_PER_PAGE, ordersQuery } from '../../features/orders';
import { accountQueries } from '../../lib/query-client';
import { OrderHistoryPage } from '../order-history-page';

const get = jest.spyOn(api, 'get');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

/** The server's pages: `pages[n - 1]` answers page n; any page past them is empty. */
function serve(...pages: Order[][]) {
  get.mockImplementation((url, config) => {
    const page = Number((config?.params as { page: number }).page);
    expect(url).toBe('/orders');
    return Promise.resolve(reply({ success: true, orders: pages[page - 1] ?? [], page }));
  });
}

const pagesAsked = () => get.mock.calls.map(([, config]) => (config?.params as { page: number }).page);

function open(url = '/order-history') {
  return renderInRemote(<OrderHistoryPage />, {
    remote: 'account',
    queries: accountQueries,
    url,
    session: aUser(),
  });
}

beforeEach(() => {
  accountQueries.clear();
  get.mockReset();
});

describe('OrderHistoryPage (§order-history.page)', () => {
  it("shows a spinner while the orders load, then their cards, with no 'No orders found'", async () => {
    const delivered = anOrder(2, {
      reference: 'GS-7K3F9Q',
      status: 'Delivered',
      total: 9050,
      items: [
        ...anOrder(2).items,
        { productId: null, name: 'Sapphire Halo Ring', quantity: 2, price: 2100, imageUrl: null },
      ],
    });
    serve([delivered, anOrder(1)]);
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Loading your orders')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Order GS-7K3F9Q' });
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your orders')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/orders',
      expect.objectContaining({ params: { page: 1, limit: ORDERS_PER_PAGE } }),
    );

    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    // The date is Singapore's, in Singapore's words, wherever the shopper is.
    expect(within(card).getByText('5 March 2026')).toHaveAttribute('datetime', '2026-03-04T16:30:00.000Z');
    expect(within(card).getByText('Sapphire Halo Ring')).toBeInTheDocument();
    expect(within(card).getByText('Qty 2 · $2,100.00')).toBeInTheDocument();
    expect(within(card).getByText('$9,050.00')).toBeInTheDocument();
    expect(within(card).getByText(/3 items/)).toBeInTheDocument();
    const pictures = card.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', '/api/v1/media/products/12/1.jpg?w=160');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/order-history/${delivered.id}`,
    );

    const cards = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      `order-${delivered.id}`,
      `order-${anOrder(1).id}`,
    ]);
  });

  it("says 'No orders found' with 'Start Shopping' only when there are none", async () => {
    serve([]);
    open();
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/gemstones/featured',
    );
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('lists three lines on a card and counts the rest', async () => {
    const line = (n: number) => ({
      productId: n,
      name: `Stone ${n}`,
      quantity: 1,
      price: 100,
      imageUrl: null,
    });
    serve([anOrder(1, { items: [line(1), line(2), line(3), line(4), line(5)] })]);
    open();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Stone 3')).toBeInTheDocument();
    expect(within(card).queryByText('Stone 4')).not.toBeInTheDocument();
    expect(within(card).getByText('and 2 more pieces')).toBeInTheDocument();
  });

  it('offers no other page when the first is not full', async () => {
    serve(Array.from({ length: ORDERS_PER_PAGE - 1 }, (_, i) => anOrder(i + 1)));
    open();
    expect(await screen.findAllByRole('article')).toHaveLength(ORDERS_PER_PAGE - 1);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    expect(pagesAsked()).toEqual([1]);
  });

  it('pages ten at a time: a full page asks for the next, and offers Older orders only when it has some', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: ORDERS_PER_PAGE }, (_, i) => anOrder(i + 1));
    serve(first, [anOrder(11)]);
    const { location } = open();

    expect(await screen.findAllByRole('article')).toHaveLength(ORDERS_PER_PAGE);
    await user.click(await screen.findByRole('link', { name: 'Older orders' }));
    expect(location().search).toBe('?page=2');
    expect(await screen.findByRole('article', { name: 'Order GS-000011' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Older orders' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Newer orders' }));
    expect(location().search).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(ORDERS_PER_PAGE);
    expect(pagesAsked()).toEqual([1, 2]);
  });

  it('shows exactly ten orders with no Older orders when the next page is empty', async () => {
    serve(Array.from({ length: ORDERS_PER_PAGE }, (_, i) => anOrder(i + 1)));
    open();
    expect(await screen.findAllByRole('article')).toHaveLength(ORDERS_PER_PAGE);
    // The next page has answered (empty): nothing to offer.
    await waitFor(() =>
      expect(accountQueries.getQueryState(ordersQuery('u-1', 2).queryKey)?.status).toBe('success'),
    );
    expect(pagesAsked()).toEqual([1, 2]);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('leads back from a page past the last, and reads a nonsense page as the first', async () => {
    serve([anOrder(1)]);
    const { unmount } = open('/order-history?page=5');
    expect(await screen.findByRole('heading', { name: 'No older orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your latest orders' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    unmount();

    open('/order-history?page=-1');
    expect(await screen.findByRole('article', { name: 'Order GS-000001' })).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, and tries again on Retry', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(
      new ApiError('Cannot reach the shop. Check your connection and try again.', null, null),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');

    serve([anOrder(1)]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order GS-000001' })).toBeInTheDocument();
  });
});
