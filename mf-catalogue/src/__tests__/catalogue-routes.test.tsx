/**
 * The catalogue's router draws only the addresses the route table gives the catalogue (issue 30 item 13). Its pattern
 * for a product, '/:section/:category/:productSlug', also fits '/checkout/product/12-1': after Buy Now the catalogue
 * is still mounted for a moment at that address, and must draw nothing there, nor say 'Product not found'.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, notify } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { catalogueQueries } from '../lib/query-client';
import { ListingPage } from '../pages/listing-page';
import { ProductPage } from '../pages/product-page';
import { CataloguePages } from '../routes';
import { aGemstone, aShopper } from '../test-support/product-page';

const get = jest.spyOn(api, 'get');
const error = jest.spyOn(notify, 'error');
const ruby = aGemstone();

beforeEach(() => {
  catalogueQueries.clear();
  get.mockReset().mockResolvedValue({ data: { success: true, product: ruby } });
  error.mockClear();
});

afterEach(() => jest.useRealTimers());

const renderCatalogue = (url: string) =>
  renderInRemote(<CataloguePages pages={{ ListingPage, ProductPage }} />, {
    remote: 'catalogue',
    queries: catalogueQueries,
    url,
    session: aShopper(),
  });

describe('CataloguePages: only the catalogue’s own addresses', () => {
  it('Buy Now leaves for the checkout with the piece still on show until the shell swaps it, and no notice for 4 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { location } = renderCatalogue(ruby.link);

    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(location().pathname).toBe('/checkout/product/12-1');
    // §notice.duration: an error notice stays 4 s; the whole of it passes with nothing said.
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByText('404 Product Not Found')).not.toBeInTheDocument();
    // Held, not blanked: the page the shopper left stays until the shell mounts the checkout in its place.
    expect(screen.getByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('draws nothing at an address of another part of the shop that fits its product pattern', () => {
    renderCatalogue('/checkout/cart/4-9');
    expect(document.body).not.toHaveTextContent(/Product/);
    expect(error).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('still says an unreadable product address in a section is not found', async () => {
    renderCatalogue('/gemstones/ruby/no-number-here');
    expect(await screen.findByRole('heading', { name: '404 Product Not Found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Product not found');
  });
});
