/**
 * The catalogue's first screen drawn on the server (ADR 018): what it asks the API, what it draws, and that the
 * browser's first render hydrates it (the same elements stay, nothing is asked again, nothing is reported).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel } from 'single-spa';
import {
  api,
  ApiError,
  createApiClient,
  FIRST_SCREEN_ATTRIBUTE,
  forgetHandedAnswer,
  handedAnswerScript,
  type FirstScreenRequest,
  type Product,
} from '@gemstore/shared';
import { loadFilterBar } from '../features/filters/lib/filter-chunks';
import { aProduct } from '@gemstore/shared/test-fixtures';
import { answeringApiClient } from '@gemstore/shared/testing';
import { forgetScreenWidth, screenWidth } from '../test-support/screen-width';
import { renderFirstScreen } from '../first-screen';

const request = (url: string): FirstScreenRequest => ({
  url,
  cookie: 'gs_session=abc',
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: '203.0.113.9',
});

const rubies = Array.from({ length: 20 }, (_, i) =>
  aProduct({ id: i + 1, name: `Ruby number ${i + 1}`, price: 1000 + i }),
);
rubies[2] = aProduct({ id: 3, name: 'Burmese Pigeon-Blood Ruby', price: null, priceHidden: 'login' });

const listAnswer = (products: Product[]) => ({ success: true, product: products, total: products.length });

describe('renderFirstScreen (the catalogue on the server)', () => {
  it('draws a listing from its product call, with the body the query string asks for', async () => {
    const { client, asked } = answeringApiClient(() => listAnswer(rubies));
    const drawn = await renderFirstScreen(request('/gemstones/ruby?cut=oval'), client);

    expect(asked).toEqual([
      {
        method: 'POST',
        url: '/products/',
        params: { section: 'gemstones', category: 'Ruby', limit: 200 },
        body: expect.objectContaining({ cut: ['oval'] }),
      },
    ]);
    expect(drawn?.html).toContain('<h1>Ruby</h1>');
    expect(drawn?.html).toContain('Ruby number 1');
    expect(drawn?.html).toContain('Login to view price');
    // What it was drawn from, handed over as the catalogue's query cache, for a viewer the server does not know.
    expect(drawn?.answer.remote).toBe('catalogue');
    expect(drawn?.answer.state.queries).toEqual([
      expect.objectContaining({
        queryKey: [
          'pending',
          'product-list',
          expect.objectContaining({ section: 'gemstones', category: 'Ruby' }),
        ],
        state: expect.objectContaining({ data: { pages: [listAnswer(rubies)], pageParams: [1] } }),
      }),
    ]);
  });

  it('draws the widest grid’s first screen (it cannot know the window): three rows of five', async () => {
    const { client } = answeringApiClient(() => listAnswer(rubies));
    const drawn = await renderFirstScreen(request('/gemstones/Ruby'), client);

    expect(drawn?.html.match(/<article/g)).toHaveLength(15);
    expect(drawn?.html).not.toContain('Ruby number 16');
  });

  it('draws a product page from the product call', async () => {
    const ruby = aProduct({ id: 21, name: 'Burmese Pigeon-Blood Ruby', weight: 0.5, cut: 'Marquise' });
    const { client, asked } = answeringApiClient(() => ({ success: true, product: ruby }));
    const drawn = await renderFirstScreen(request(ruby.link), client);

    expect(asked).toEqual([
      { method: 'GET', url: '/products/getProductDetails/21', params: undefined, body: undefined },
    ]);
    expect(drawn?.html).toContain('Burmese Pigeon-Blood Ruby');
    expect(drawn?.answer.state.queries).toEqual([
      expect.objectContaining({
        queryKey: ['pending', 'product', 21],
        state: expect.objectContaining({ data: ruby, status: 'success' }),
      }),
    ]);
  });

  it('draws nothing, and asks nothing, for a page it does not own or cannot read', async () => {
    const { client, asked } = answeringApiClient(() => listAnswer(rubies));

    for (const url of ['/contact', '/gemstones/Opal', '/gemstones/ruby/no-id-here', '/'])
      await expect(renderFirstScreen(request(url), client)).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it('leaves a product the shop does not have to the browser, which says so', async () => {
    const client = createApiClient('http://api.test/api/v1');
    client.defaults.adapter = async () => {
      throw new ApiError('Product not found', 404, { success: false, message: 'Product not found' });
    };

    await expect(renderFirstScreen(request('/gemstones/ruby/gone-ruby-99999'), client)).resolves.toBeNull();
  });

  it('throws when the API fails, so the page goes out without a first screen', async () => {
    const client = createApiClient('http://api.test/api/v1');
    client.defaults.adapter = async () => {
      throw new Error('connect ECONNREFUSED');
    };

    await expect(renderFirstScreen(request('/gemstones/Ruby'), client)).rejects.toThrow();
  });
});

describe('the drawn listing in the browser', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    forgetScreenWidth();
    forgetHandedAnswer();
    window.history.replaceState(null, '', '/');
  });

  it('is hydrated from the handed answer: the same elements stay, nothing is asked again', async () => {
    const { client } = answeringApiClient(() => listAnswer(rubies));
    const drawn = await renderFirstScreen(request('/gemstones/Ruby'), client);
    if (!drawn) throw new Error('nothing drawn');
    // As the shop's HTML server sends it: React's picture preloads go to the head, the rest in the remote's area.
    const markup = drawn.html.replace(/^(?:<link [^>]*>)+/, '');
    window.history.replaceState(null, '', '/gemstones/Ruby');
    document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="catalogue">${markup}</div>${handedAnswerScript(drawn.answer)}`;
    const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
    const firstPicture = document.querySelector('img');
    // The server knows no window: it drew the phone's 'Filters' button and the dropdowns' outline, for CSS to choose.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cut' })).toHaveAttribute('aria-expanded', 'false');
    const asked = jest.spyOn(api, 'post');
    const reported = jest.spyOn(console, 'error');
    // A wide screen, where the server knew none: the first render must still be the server's, not the window's.
    screenWidth(1440);

    // The remote's code arriving: it takes the handed answer instead of asking for the list.
    const { default: app } = await import('../bootstrap');
    if (!area) throw new Error('no area');
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = mountRootParcel(app, { domElement: area, hydrate: true }).mountPromise;
    });
    await act(() => mounting);

    const grid = await screen.findByRole('list', { name: 'Ruby products' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(20));
    expect(document.contains(firstPicture)).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    // The window is asked once hydrated: a wide one keeps the dropdowns, which open, and drops the phone's button.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument());
    await userEvent.hover(screen.getByRole('button', { name: 'Cut' }));
    await act(() => loadFilterBar());
    await userEvent.click(screen.getByRole('button', { name: 'Cut' }));
    expect(await screen.findByRole('dialog', { name: 'Cut' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // Hydrated, so it answers: sorting by price puts the lowest first.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() =>
      expect(within(grid).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Ruby number 1'),
    );
    expect(window.location.search).toBe('?sort=price-asc');
  });
});
