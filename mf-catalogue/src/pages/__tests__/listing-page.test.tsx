import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  customOrderRequestAtom,
  clearCustomOrderRequest,
  Route,
  sessionStore,
  signIn,
  signOutLocally,
  wishlistAtom,
  type Product,
} from '@gemstore/shared';
import { aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { provideWishlistStandIn } from '@gemstore/shared/testing';
import { renderCatalogue } from '../../test-support/render';
import { GEM_FILTERS_STORAGE_KEY } from '../../features/filters';
import { prefetchOpeningListing } from '../../features/listing';
import { catalogueQueries } from '../../lib/query-client';
import { forgetScreenWidth, screenWidth } from '../../test-support/screen-width';

type Call = { url: string; body: unknown; params: Record<string, unknown> };

let calls: Call[];
let answer: (call: Call) => Product[];

/** The pictures asked for ahead of the page: each preload's file choice, as the <img> would make it. */
const picturePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
  }));

beforeEach(() => {
  calls = [];
  answer = () => rubies;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  localStorage.clear();
  sessionStorage.clear();
  clearCustomOrderRequest();
  signOutLocally();
  jest.spyOn(api, 'post').mockImplementation(async (url, body, config) => {
    const call = { url: String(url), body, params: (config?.params ?? {}) as Record<string, unknown> };
    calls.push(call);
    const product = answer(call);
    return { data: { success: true, product, total: product.length } } as never;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  forgetScreenWidth();
});

const rubies = [
  aProduct({ id: 1, name: 'Mozambique Ruby', price: 2400, weight: 1.2 }),
  aProduct({ id: 2, name: 'Thai Ruby', price: 900, weight: 3.1, cut: 'Cushion' }),
  aProduct({ id: 3, name: 'Burmese Pigeon-Blood Ruby', price: null, priceHidden: 'login', weight: 2.05 }),
];

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Ruby products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** What the catalogue's code does as it arrives on a page opened at this address (bootstrap.tsx). */
const startOpeningListing = (location: { pathname: string; search: string }) =>
  prefetchOpeningListing(catalogueQueries, 'guest', location);

const currentUrl = () => screen.getByTestId('current-url').textContent;

describe('ListingPage (§listing.page)', () => {
  it('shows the breadcrumb, the tabs and a card for each product with its price', async () => {
    renderCatalogue('/gemstones/ruby');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ruby' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Gemstones' })).toHaveAttribute(
      'href',
      '/gemstones/Featured',
    );
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gemstones', 'Ruby']);
    expect(within(breadcrumb).getByText('Ruby')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'Gemstone categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Featured', 'Ruby', 'Sapphire', 'Emerald', 'Diamond']);
    expect(within(tabs).getByRole('link', { name: 'Ruby' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText('$2,400.00')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mozambique Ruby', 'Thai Ruby', 'Burmese Pigeon-Blood Ruby']);
    expect(screen.getByRole('link', { name: 'Mozambique Ruby' })).toHaveAttribute('href', rubies[0]?.link);
    expect(screen.getByRole('status')).toHaveTextContent('3 pieces');
    expect(calls[0]).toMatchObject({
      url: '/products/',
      params: { section: 'gemstones', category: 'Ruby' },
      body: { cut: [], colour: [], clarity: [], weight: [0, 20], price: [0, 10000] },
    });
  });

  it('asks a guest to log in for a price above the guest limit (§price.guest-limit)', async () => {
    renderCatalogue('/gemstones/Ruby');
    const card = (await screen.findByRole('heading', { name: 'Burmese Pigeon-Blood Ruby' })).closest(
      'article',
    );
    expect(within(card as HTMLElement).getByRole('link', { name: 'Login to view price' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows a loading state while the call is in flight, then No products found for an empty answer', async () => {
    let release: () => void = () => undefined;
    jest.spyOn(api, 'post').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ data: { success: true, product: [], total: 0 } } as never);
        }),
    );
    renderCatalogue('/jewellery/Brooches');
    expect(screen.getByText('Loading products')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('mirrors a chosen filter in the query string and re-runs the call with it', async () => {
    const user = userEvent.setup();
    renderCatalogue('/gemstones/Ruby');
    await screen.findByText('$2,400.00');

    answer = (call) =>
      (call.body as { cut: string[] }).cut.includes('cushion') ? [rubies[1] as Product] : rubies;
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The drawer's code is fetched when it is first opened (ADR 017).
    let drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Cushion' }));

    await waitFor(() => expect(currentUrl()).toBe('/gemstones/Ruby?cut=cushion'));
    expect(calls.at(-1)?.body).toMatchObject({ cut: ['cushion'] });
    await user.click(await within(drawer).findByRole('button', { name: 'Show 1 result' }));
    expect(cardNames()).toEqual(['Thai Ruby']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(GEM_FILTERS_STORAGE_KEY) ?? '{}')).toMatchObject({
      category: 'Ruby',
      filters: { cut: ['Cushion'] },
    });

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Purplish Red' }));
    await waitFor(() => expect(currentUrl()).toBe('/gemstones/Ruby?cut=cushion&colour=purplish-red'));
    expect(calls.at(-1)?.body).toMatchObject({ cut: ['cushion'], colour: ['purplish-red'] });

    await user.click(within(drawer).getByRole('button', { name: 'Remove all filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/gemstones/Ruby'));
    // The whole list again, as the page first loaded it (asked again only once that is 30 s old, ADR 021).
    expect(await within(drawer).findByRole('button', { name: 'Show 3 results' })).toBeInTheDocument();
    expect(localStorage.getItem(GEM_FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('reads filters from the URL and clears stored ones when a category is visited without a query', async () => {
    renderCatalogue('/gemstones/Ruby?clarity=eye-clean&carat=1-5&price=1000-4000');
    await screen.findByText('$2,400.00');
    expect(calls[0]?.body).toEqual({
      cut: [],
      colour: [],
      clarity: ['eye-clean'],
      weight: [1, 5],
      price: [1000, 4000],
    });
    expect(localStorage.getItem(GEM_FILTERS_STORAGE_KEY)).not.toBeNull();

    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Gemstone categories' })).getByRole('link', {
        name: 'Emerald',
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/gemstones/Emerald'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ category: 'Emerald' }));
    expect(calls.at(-1)?.body).toEqual({
      cut: [],
      colour: [],
      clarity: [],
      weight: [0, 20],
      price: [0, 10000],
    });
    expect(localStorage.getItem(GEM_FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('takes the call started as the catalogue arrived instead of asking twice (ADR 017)', async () => {
    startOpeningListing({ pathname: '/gemstones/ruby', search: '?cut=oval' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/products/',
      params: { section: 'gemstones', category: 'Ruby', limit: 200 },
      body: { cut: ['oval'] },
    });

    renderCatalogue('/gemstones/ruby?cut=oval');
    await screen.findByText('$2,400.00');
    expect(calls).toHaveLength(1);
  });

  it('shows a listing seen in the last 30 s at once, and asks the server again after that (ADR 021)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00+08:00') });
    try {
      const first = renderCatalogue('/gemstones/Ruby');
      await screen.findByText('$2,400.00');
      first.unmount();
      expect(calls).toHaveLength(1);
      const [answered] = catalogueQueries.getQueryCache().findAll();
      const answeredAt = answered?.state.dataUpdatedAt ?? 0;

      jest.setSystemTime(answeredAt + 29_999);
      const again = renderCatalogue('/gemstones/Ruby');
      expect(screen.getByText('$2,400.00')).toBeInTheDocument();
      await act(() => Promise.resolve());
      expect(calls).toHaveLength(1);
      again.unmount();

      jest.setSystemTime(answeredAt + 30_000);
      renderCatalogue('/gemstones/Ruby');
      // Shown at once from what the page holds, and asked again behind it.
      expect(screen.getByText('$2,400.00')).toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens with its cards when the early answer has already arrived: no loading pass, no second call', async () => {
    startOpeningListing({ pathname: '/gemstones/Ruby', search: '' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    renderCatalogue('/gemstones/Ruby');
    // The page's very first render has the cards: the first picture is not kept waiting for a second one.
    expect(screen.getByText('$2,400.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 pieces');
    expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(1);
  });

  it('shows every card of a category longer than the first screen', async () => {
    screenWidth(375);
    answer = () =>
      Array.from({ length: 10 }, (_, index) =>
        aProduct({ id: index + 1, name: `Ruby ${index + 1}`, price: 1000 + index }),
      );
    renderCatalogue('/gemstones/Ruby');

    expect(await screen.findByRole('status')).toHaveTextContent('10 pieces');
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    expect(cardNames()).toEqual(Array.from({ length: 10 }, (_, index) => `Ruby ${index + 1}`));
  });

  it("asks for the first row's pictures with the early answer, as the cards will (ADR 017)", async () => {
    screenWidth(1440); // five columns: all three cards sit in the first row
    startOpeningListing({ pathname: '/gemstones/Ruby', search: '?sort=price-asc' });
    await waitFor(() => expect(picturePreloads()).toHaveLength(3));

    renderCatalogue('/gemstones/Ruby?sort=price-asc');
    await screen.findByText('$2,400.00');
    // The same files in the order shown (price low to high), with the very srcset and sizes of each card's <img>.
    const cardPictures = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img'))
      .map((img) => ({ srcset: img?.getAttribute('srcset'), sizes: img?.getAttribute('sizes') }));
    expect(cardPictures.map((picture) => picture.srcset)).toEqual([
      expect.stringContaining('/products/2/1.jpg?w=320'),
      expect.stringContaining('/products/1/1.jpg?w=320'),
      expect.stringContaining('/products/3/1.jpg?w=320'),
    ]);
    expect(picturePreloads()).toEqual(cardPictures);
    expect(
      screen.getAllByRole('article').map((card) => card.querySelector('img')?.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'eager']);
  });

  it("on a phone asks early only for the first row's two pictures; the third waits for the screen", async () => {
    screenWidth(375);
    startOpeningListing({ pathname: '/gemstones/Ruby', search: '' });
    await waitFor(() => expect(picturePreloads()).toHaveLength(2));

    renderCatalogue('/gemstones/Ruby');
    await screen.findByText('$2,400.00');
    const cards = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(picturePreloads().map((preload) => preload.srcset)).toEqual(
      cards.slice(0, 2).map((img) => img?.getAttribute('srcset')),
    );
    expect(cards.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('does not use an early call made for another listing', async () => {
    startOpeningListing({ pathname: '/gemstones/Emerald', search: '' });
    renderCatalogue('/gemstones/Ruby');
    await screen.findByText('$2,400.00');
    expect(calls.map((call) => call.params['category'])).toEqual(['Emerald', 'Ruby']);

    // The Emerald listing it was made for still takes it.
    renderCatalogue('/gemstones/Emerald');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emerald' })).toBeInTheDocument();
    await screen.findAllByText('$2,400.00');
    expect(calls).toHaveLength(2);
  });

  it('starts nothing early on a page that is not a listing', async () => {
    startOpeningListing({ pathname: '/contact', search: '' });
    startOpeningListing({ pathname: '/gemstones/Moonstone', search: '' });
    expect(calls).toHaveLength(0);
    await act(() => Promise.resolve());
    expect(picturePreloads()).toEqual([]);
  });

  it('sorts the loaded list without another call, and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    renderCatalogue('/gemstones/Ruby');
    await screen.findByText('$2,400.00');
    const before = calls.length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(cardNames()).toEqual(['Thai Ruby', 'Mozambique Ruby', 'Burmese Pigeon-Blood Ruby']);
    expect(currentUrl()).toBe('/gemstones/Ruby?sort=price-asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Carat: high to low');
    expect(cardNames()).toEqual(['Thai Ruby', 'Burmese Pigeon-Blood Ruby', 'Mozambique Ruby']);
    expect(calls.length).toBe(before);
  });

  it('offers jewellery price sorts only and no gem filters', async () => {
    answer = () => [aProduct({ id: 7, name: 'Sapphire Halo Ring', section: 'jewellery', category: 'Rings' })];
    renderCatalogue('/jewellery/Rings');
    await screen.findByRole('heading', { name: 'Sapphire Halo Ring' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recommended', 'Price: low to high', 'Price: high to low']);
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(calls[0]?.body).toEqual({});
  });

  it("publishes a custom-order request for a Featured piece's 'Enquire for Price' and goes to /contact", async () => {
    const user = userEvent.setup();
    answer = () => [
      aProduct({
        id: 40,
        name: 'Padparadscha Sapphire',
        category: 'Featured',
        price: null,
        priceHidden: 'enquire',
        weight: 1.4,
        description: 'A rare pinkish-orange sapphire from Sri Lanka.',
      }),
    ];
    renderCatalogue('/gemstones/Featured', <Route path="/contact" element={<p>Contact page</p>} />);
    await user.click(await screen.findByRole('button', { name: 'Enquire for Price' }));

    expect(currentUrl()).toBe('/contact#customOrderSection');
    const request = sessionStore.get(customOrderRequestAtom);
    expect(request).toMatchObject({ productId: 40, productName: 'Padparadscha Sapphire' });
    expect(request?.productLink).toBe(
      `${window.location.origin}/gemstones/featured/padparadscha-sapphire-1.4ct-oval-cut-40`,
    );
    expect(request?.message).toContain('A rare pinkish-orange sapphire from Sri Lanka.');
    expect(request?.message).toContain(request?.productLink);
  });

  it("hands a card heart's burst of taps over as one change, 300 ms after the last tap: not at 299 ms (§wishlist.heart)", async () => {
    signIn(aUser());
    sessionStore.set(wishlistAtom, []);
    // The change is the wishlist's owner's, the account remote's `account/wishlist` (ADR 053), here a stand-in; what
    // it sends is tested with it (mf-account/src/__tests__/wishlist-heart*.test.tsx).
    const wishlist = provideWishlistStandIn();
    renderCatalogue('/gemstones/Ruby');
    await screen.findByText('$2,400.00');

    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // Add, remove, add: the heart follows each tap at once.
      await user.click(screen.getByRole('button', { name: 'Add Mozambique Ruby to wishlist' }));
      await user.click(screen.getByRole('button', { name: 'Remove Mozambique Ruby from wishlist' }));
      await user.click(screen.getByRole('button', { name: 'Add Mozambique Ruby to wishlist' }));
      expect(screen.getByRole('button', { name: 'Remove Mozambique Ruby from wishlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await act(() => jest.advanceTimersByTimeAsync(299));
      expect(wishlist.changes).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(wishlist.changes).toEqual([
        { productId: 1, saved: true, piece: expect.objectContaining({ id: 1, name: 'Mozambique Ruby' }) },
      ]);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(wishlist.changes).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when a category does not exist', () => {
    renderCatalogue('/gemstones/Opal');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the featured pieces' })).toHaveAttribute(
      'href',
      '/gemstones/Featured',
    );
    expect(calls).toEqual([]);
  });
});
