/**
 * The catalogue's opening script (ADR 018) and the catalogue's code: the script asks for the opening page's data as
 * the catalogue's manifest is read; the code takes that answer instead of asking again, and asks itself when the
 * script could not.
 */
import { screen, waitFor } from '@testing-library/react';
import { api, type Product } from '@gemstore/shared';
import { aProduct } from '../../../test-support/products';
import { renderCatalogue } from '../../../test-support/render';
import { startOpeningListing, takeOpeningListing } from '../../listing/product-list-call';
import { startOpeningProduct, takeOpeningProduct } from '../../product/api/get-product-details';
import { OPENING_GLOBAL } from '../early-answers';

const rubies = [
  aProduct({ id: 1, name: 'Mozambique Ruby', price: 2400, weight: 1.2 }),
  aProduct({ id: 2, name: 'Thai Ruby', price: 900, weight: 3.1, cut: 'Cushion' }),
];

type Sent = { url: string; method: string; body: unknown; credentials: RequestCredentials | undefined };

let sent: Sent[];
let serverAnswer: () => Promise<Response>;
let posts: { url: string; body: unknown; params: unknown }[];

const jsonAnswer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

beforeEach(() => {
  Reflect.deleteProperty(globalThis, OPENING_GLOBAL);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  localStorage.clear();
  sent = [];
  posts = [];
  serverAnswer = () => jsonAnswer(200, { success: true, product: rubies, total: 2 });
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    return serverAnswer();
  });
  jest.spyOn(api, 'post').mockImplementation(async (url, body, config) => {
    posts.push({ url: String(url), body, params: config?.params });
    return { data: { success: true, product: rubies, total: 2 } } as never;
  });
  jest
    .spyOn(api, 'get')
    .mockImplementation(async () => ({ data: { success: true, product: rubies[0] } }) as never);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Runs the opening script as the head script would, on a page opened at `path`. */
async function runOpeningScript(path: string) {
  window.history.replaceState(null, '', path);
  // Afresh each time, as a page load would: the script acts as it is evaluated.
  await jest.isolateModulesAsync(async () => {
    await import('../../../opening');
  });
}

const picturePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the opening script on a listing', () => {
  it('asks for the listing with the filters in the address, with the session cookie', async () => {
    await runOpeningScript('/gemstones/ruby?cut=oval&clarity=eye-clean&carat=1-3');
    expect(sent).toEqual([
      {
        url: '/api/v1/products/?section=gemstones&category=Ruby&limit=200',
        method: 'POST',
        body: { cut: ['oval'], colour: [], clarity: ['eye-clean'], weight: [1, 3], price: [0, 10000] },
        credentials: 'same-origin',
      },
    ]);
  });

  it("asks for the first row's pictures with the answer", async () => {
    await runOpeningScript('/gemstones/Ruby?sort=price-asc');
    // A phone: two columns, so the first row is the two cheapest, cheapest first.
    await waitFor(() =>
      expect(picturePreloads()).toEqual([
        '/api/v1/media/products/2/1.jpg?w=480',
        '/api/v1/media/products/1/1.jpg?w=480',
      ]),
    );
  });

  it('is the call the page makes: the page shows its answer and the server is asked once', async () => {
    await runOpeningScript('/gemstones/ruby?cut=oval');
    startOpeningListing(window.location);

    renderCatalogue('/gemstones/ruby?cut=oval');
    expect(await screen.findByText('$2,400.00')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(posts).toEqual([]);
  });

  it('leaves the call to the catalogue when it failed, and that call is the same one', async () => {
    serverAnswer = () => jsonAnswer(503, { message: 'Down for a moment' });
    await runOpeningScript('/gemstones/ruby?cut=oval');
    startOpeningListing(window.location);

    renderCatalogue('/gemstones/ruby?cut=oval');
    expect(await screen.findByText('$2,400.00')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const [early] = sent;
    expect(`/api/v1${posts[0]?.url}?${new URLSearchParams(posts[0]?.params as Record<string, string>)}`).toBe(
      early?.url,
    );
    expect(posts[0]?.body).toEqual(early?.body);
  });

  it('leaves the call to the catalogue when the connection failed', async () => {
    serverAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await runOpeningScript('/jewellery/Rings');
    startOpeningListing(window.location);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.params).toMatchObject({ section: 'jewellery', category: 'Rings' });
  });

  it('is not taken for another listing', async () => {
    await runOpeningScript('/gemstones/Emerald');
    startOpeningListing({ pathname: '/gemstones/Ruby', search: '' });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.params).toMatchObject({ category: 'Ruby' });
  });

  it('starts nothing when it arrives after the catalogue has asked for itself', async () => {
    window.history.replaceState(null, '', '/gemstones/Ruby');
    startOpeningListing(window.location);
    await runOpeningScript('/gemstones/Ruby');
    expect(sent).toEqual([]);
    expect(posts).toHaveLength(1);
  });
});

describe('the opening script on a product page', () => {
  const ruby: Product = rubies[0] as Product;

  it('asks for the product in the address and its first picture with the answer; the page takes it', async () => {
    serverAnswer = () => jsonAnswer(200, { success: true, product: ruby });
    await runOpeningScript('/gemstones/Ruby/mozambique-ruby-1');
    expect(sent).toEqual([
      {
        url: '/api/v1/products/getProductDetails/1',
        method: 'GET',
        body: undefined,
        credentials: 'same-origin',
      },
    ]);
    await waitFor(() => expect(picturePreloads()).toEqual(['/api/v1/media/products/1/1.jpg']));

    startOpeningProduct(window.location);
    await expect(takeOpeningProduct(1)).resolves.toEqual(ruby);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('leaves the call to the catalogue when it failed', async () => {
    serverAnswer = () => jsonAnswer(404, { success: false, message: 'Product not found' });
    await runOpeningScript('/gemstones/Ruby/mozambique-ruby-1');
    startOpeningProduct(window.location);
    await expect(takeOpeningProduct(1)).resolves.toEqual(ruby);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/products/getProductDetails/1', {});
  });
});

describe('the opening script elsewhere', () => {
  it.each(['/', '/contact', '/gemstones/Moonstone', '/gemstones/Ruby/no-id-here', '/cart'])(
    'asks for nothing on %s',
    async (path) => {
      await runOpeningScript(path);
      expect(sent).toEqual([]);
      expect(takeOpeningListing({ section: 'gemstones', category: 'Ruby', body: {} as never })).toBeNull();
    },
  );
});
