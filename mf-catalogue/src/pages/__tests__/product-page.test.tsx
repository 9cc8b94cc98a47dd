import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  authStatusAtom,
  CUSTOM_ORDER_REQUEST_KEY,
  notify,
  sessionStore,
  userAtom,
  viewerAtom,
  type Product,
} from '@gemstore/shared';
import { provideCartStandIn } from '@gemstore/shared/testing';
import { ProductPage } from '../product-page';
import { prefetchOpeningProduct } from '../../features/product';
import { catalogueQueries } from '../../lib/query-client';
import {
  aGemstone,
  aJewel,
  aShopper,
  renderOnProductRoute,
  seedSession,
} from '../../test-support/product-page';

// The shop's HTTP client stood in for: the page and the shared cart talk to the server only through `api`.
const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');

/** What api.get/post resolve with: axios's answer, of which the page reads only `data`. */
const answer = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

const serve = (product: Product) => get.mockResolvedValue(answer({ success: true, product }));

const ruby = aGemstone();

/** What the catalogue's code does as it arrives on a page opened at `pathname` (bootstrap.tsx). */
const startOpeningProduct = ({ pathname }: { pathname: string }) =>
  prefetchOpeningProduct(catalogueQueries, sessionStore.get(viewerAtom), { pathname });

function renderProduct(path: string = ruby.link, before: string[] = []) {
  return renderOnProductRoute(<ProductPage />, path, before);
}

beforeEach(() => {
  // Nothing answers unless a test serves it.
  get.mockReset().mockImplementation(() => undefined as never);
  post.mockReset().mockImplementation(() => undefined as never);
  seedSession(null);
  notify.dismissAll();
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ProductPage: loading the product (§product.slug, §product.calls)', () => {
  it('asks for the id at the end of the slug, with a spinner while it waits', async () => {
    serve(ruby);
    renderProduct();

    expect(screen.getByText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/products/getProductDetails/12', expect.anything());
    expect(screen.queryByText('Loading product')).not.toBeInTheDocument();
  });

  it('takes the call started as the catalogue arrived instead of asking twice (ADR 017)', async () => {
    serve(ruby);
    startOpeningProduct({ pathname: '/gemstones/Featured/some-other-stone-99' });
    startOpeningProduct({ pathname: ruby.link });
    expect(get).toHaveBeenCalledTimes(2);

    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).toEqual([
      '/products/getProductDetails/99',
      '/products/getProductDetails/12',
    ]);

    startOpeningProduct({ pathname: '/contact' });
    startOpeningProduct({ pathname: '/gemstones/Ruby/no-id-here' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('opens with the product when the early answer has already arrived: no spinner, no second call', async () => {
    serve(ruby);
    startOpeningProduct({ pathname: ruby.link });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    renderProduct();
    // The page's very first render has the product: the gallery's picture is not kept waiting for a second one.
    expect(screen.getByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("asks for the gallery's first picture with the early answer, as the gallery will (ADR 017)", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    serve(ruby);
    startOpeningProduct({ pathname: ruby.link });

    renderProduct();
    const first = await screen.findByRole('img', { name: 'Burmese Ruby, image 1 of 4' });
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toHaveAttribute('imagesrcset', first.getAttribute('srcset'));
    expect(preloads[0]).toHaveAttribute('imagesizes', first.getAttribute('sizes'));
    expect(preloads[0]).toHaveAttribute('href', first.getAttribute('src'));
  });

  it('shows the category, the price, the description and the About block, headings in order', async () => {
    serve(ruby);
    renderProduct();

    await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' });
    expect(screen.getByText('$4,850.00')).toBeInTheDocument();
    expect(screen.getByText(ruby.description)).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this gemstone' });
    const facts = within(about)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Weight', '2.15 ct'],
      ['Category', 'Ruby'],
      ['Cut', 'Oval'],
      ['Colour', 'Red'],
      ['Clarity', 'Eye-Clean'],
    ]);
    const headings = screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent]);
    expect(headings).toEqual([
      ['H1', 'Burmese Ruby'],
      ['H2', 'About this gemstone'],
      ['H2', 'Delivery and returns'],
    ]);
  });

  it('leaves out what a piece does not have; jewellery has no cut, colour or clarity', async () => {
    serve(aJewel({ weight: 1.2, cut: 'Round', colour: 'Blue', clarity: null }));
    renderProduct('/jewellery/rings/sapphire-halo-ring-40');

    const about = await screen.findByRole('region', { name: 'About this piece' });
    expect(
      within(about)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Weight', 'Category']);

    const stone = aGemstone({ weight: null, colour: null });
    serve(stone);
    renderProduct();
    const gem = await screen.findByRole('region', { name: 'About this gemstone' });
    expect(
      within(gem)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Category', 'Cut', 'Clarity']);
  });

  it('moves to the canonical link, replacing the stale address, without asking again', async () => {
    serve(ruby);
    const { location } = renderProduct('/gemstones/ruby/old-name-12?from=mail');

    await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' });
    await waitFor(() => expect(location().pathname).toBe(ruby.link));
    expect(location().search).toBe('?from=mail');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('follows the address to another product, and does not send the shopper back to the first', async () => {
    const sapphire = aGemstone({
      id: 31,
      name: 'Ceylon Sapphire',
      link: '/gemstones/sapphire/ceylon-sapphire-31',
    });
    get.mockImplementation((url: string) =>
      Promise.resolve(answer({ success: true, product: url.endsWith('/31') ? sapphire : ruby })),
    );
    const { location, navigate } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' });

    navigate(sapphire.link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceylon Sapphire' })).toBeInTheDocument();
    expect(location().pathname).toBe(sapphire.link);
    expect(get).toHaveBeenLastCalledWith('/products/getProductDetails/31', expect.anything());
  });

  it('asks again when the shopper signs in, for the price a guest is not shown', async () => {
    get.mockResolvedValueOnce(
      answer({ success: true, product: { ...ruby, price: null, priceHidden: 'login' } }),
    );
    renderProduct();

    const login = await screen.findByRole('link', { name: 'Login to view price' });
    expect(login).toHaveAttribute('href', '/login');
    get.mockResolvedValueOnce(answer({ success: true, product: ruby }));
    act(() => sessionStore.set(userAtom, aShopper()));

    expect(await screen.findByText('$4,850.00')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    // The product stayed on screen while it was asked for again.
    expect(screen.queryByText('Loading product')).not.toBeInTheDocument();
  });
});

describe('ProductPage: not found and failures (§product.not-found, §product.load-errors)', () => {
  it("says '404 Product Not Found' with 'Back to Shopping' to the category, and a toast", async () => {
    get.mockRejectedValue(new ApiError('Product not found', 404, null));
    renderProduct('/gemstones/ruby/burmese-ruby-999');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Product Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shopping' })).toHaveAttribute('href', '/gemstones/Ruby');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it.each([
    ['while its answer is on its way', false],
    ['after its answer has come', true],
  ])(
    'asks once about a product the shop does not have when the page learns who the shopper is %s (issue 30)',
    async (_when, answeredFirst) => {
      let refuse: () => void = () => undefined;
      get.mockImplementation(
        () =>
          new Promise((_resolve, reject) => {
            refuse = () => reject(new ApiError('Product not found', 404, null));
          }) as never,
      );
      // The page's first moments: nobody known yet, the catalogue asks for the opening product.
      act(() => {
        sessionStore.set(userAtom, null);
        sessionStore.set(authStatusAtom, 'checking');
      });
      startOpeningProduct({ pathname: '/gemstones/ruby/burmese-ruby-999' });
      if (answeredFirst) await act(async () => refuse());
      act(() => sessionStore.set(authStatusAtom, 'guest'));
      renderProduct('/gemstones/ruby/burmese-ruby-999');
      if (!answeredFirst) await act(async () => refuse());

      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Product Not Found' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Product not found')).toBeInTheDocument();
      expect(get).toHaveBeenCalledTimes(1);
    },
  );

  it('does not ask the server about a slug without an id', async () => {
    renderProduct('/jewellery/rings/no-id-here');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Product Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shopping' })).toHaveAttribute(
      'href',
      '/jewellery/Rings',
    );
    expect(get).not.toHaveBeenCalled();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it("says 'Error loading product' on any other failure, and Retry asks again", async () => {
    get.mockRejectedValueOnce(new ApiError('Cannot reach the shop.', null, null));
    renderProduct();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Error loading product' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Error loading product', { selector: '[data-title]' }),
    ).toBeInTheDocument();

    serve(ruby);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('ProductPage: quantity and stock (§product.stock)', () => {
  const quantity = () => screen.getByRole('status', { name: 'Quantity' });

  it('keeps the quantity between 1 and the stock', async () => {
    const user = userEvent.setup();
    serve(aGemstone({ countInStock: 3 }));
    renderProduct();

    await screen.findByText('3 in stock');
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity()).toHaveTextContent('1');
    expect(less).toBeDisabled();

    await user.click(more);
    await user.click(more);
    expect(quantity()).toHaveTextContent('3');
    expect(more).toBeDisabled();
    // The focus moved to the other button rather than falling off the page.
    expect(less).toHaveFocus();
    await user.click(less);
    expect(quantity()).toHaveTextContent('2');
    expect(more).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('disables both steppers for a single piece', async () => {
    serve(aGemstone({ countInStock: 1 }));
    renderProduct();

    await screen.findByText('Only one in stock');
    expect(quantity()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it("says 'Out of stock' and disables the quantity, Add to Cart and Buy Now at 0", async () => {
    serve(aGemstone({ countInStock: 0 }));
    renderProduct();

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});

describe('ProductPage: add to cart and buy now (§product.add-to-cart, §product.buy-now, §product.added-to-cart-dialog)', () => {
  // Adding is the cart's owner's (ADR 052): the checkout remote's `checkout/cart`, here a stand-in. What it says and
  // the confirmation it shows are tested with it (mf-checkout/src/__tests__/cart-exposure.test.tsx).
  it("hands the chosen quantity to the cart's owner, from the product page, with the button for the focus", async () => {
    const cart = provideCartStandIn();
    const user = userEvent.setup();
    seedSession(aShopper());
    serve(ruby);
    renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(add);

    await waitFor(() => expect(cart.requests).toHaveLength(1));
    expect(cart.requests[0]).toEqual(
      expect.objectContaining({ piece: ruby, quantity: 2, from: 'product-page' }),
    );
    expect(cart.requests[0]?.returnFocusTo?.current).toBe(add);
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("starts loading the cart's code as the pointer or the focus nears Add to Cart", async () => {
    const cart = provideCartStandIn();
    const user = userEvent.setup();
    serve(ruby);
    renderProduct();

    await user.hover(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cart.seen.prepared).toBe(1));
    expect(cart.requests).toEqual([]);
  });

  it('says the cart is unavailable while the checkout remote cannot be loaded, and Retry loads it and adds', async () => {
    const cart = provideCartStandIn();
    cart.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    seedSession(aShopper());
    serve(ruby);
    renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The cart is unavailable right now.');
    expect(cart.requests).toEqual([]);
    // The rest of the page works on.
    expect(screen.getByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    cart.up();
    const loadsBefore = cart.seen.loads;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cart.requests).toHaveLength(1));
    expect(cart.seen.resets).toBeGreaterThan(0);
    expect(cart.seen.loads).toBe(loadsBefore + 1);
    expect(cart.requests[0]).toEqual(expect.objectContaining({ piece: ruby, quantity: 1 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a customer to the single-product checkout with the quantity', async () => {
    const user = userEvent.setup();
    seedSession(aShopper());
    serve(ruby);
    const { location } = renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(location().pathname).toBe('/checkout/product/12-3');
  });

  it('takes a signed-in customer who buys before the page knows them to the checkout, not to /login', async () => {
    const user = userEvent.setup();
    serve(ruby);
    const { location } = renderProduct();
    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    // The page's first moments: the current-user answer is still on its way.
    act(() => {
      sessionStore.set(userAtom, null);
      sessionStore.set(authStatusAtom, 'checking');
    });

    await user.click(buy);
    expect(location().pathname).toBe(ruby.link);
    act(() => seedSession(aShopper()));
    await waitFor(() => expect(location().pathname).toBe('/checkout/product/12-1'));
    expect(screen.queryByText('Please Log In to buy this item.')).not.toBeInTheDocument();
  });

  it('tells a guest who buys to log in, then goes to /login at 2000 ms, not 1999', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serve(ruby);
    const { location } = renderProduct();

    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    await user.click(buy);
    // The 2000 ms count from the tap; waiting for the notice below may itself let some of them pass.
    const tappedAt = Date.now();
    expect(await screen.findByText('Please Log In to buy this item.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(tappedAt + 1999 - Date.now()));
    expect(location().pathname).toBe(ruby.link);
    act(() => jest.advanceTimersByTime(1));
    expect(location().pathname).toBe('/login');
  });

  it("offers 'Enquire for Price' instead of buying a Featured piece", async () => {
    const user = userEvent.setup();
    const featured = aGemstone({
      id: 3,
      category: 'Featured',
      price: null,
      priceHidden: 'enquire',
      link: '/gemstones/featured/burmese-ruby-2.15ct-oval-cut-3',
    });
    serve(featured);
    const { location } = renderProduct(featured.link);

    const enquire = await screen.findByRole('button', { name: 'Enquire for Price' });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();

    await user.click(enquire);
    expect(location().pathname).toBe('/contact');
    expect(location().hash).toBe('#customOrderSection');
    expect(sessionStorage.getItem(CUSTOM_ORDER_REQUEST_KEY)).toContain('Burmese Ruby');
  });
});

describe('ProductPage: delivery, returns and Back (§product.delivery-box, §product.page; ADR 015)', () => {
  it('says delivery as the cart and checkout do, and 14-day returns on a loose gemstone', async () => {
    serve(ruby);
    renderProduct();

    const box = await screen.findByRole('region', { name: 'Delivery and returns' });
    // ADR 042: free in Singapore; abroad free from the cart, $50 with Buy Now (never "Free delivery" to all).
    expect(within(box).getByText('Delivery')).toBeInTheDocument();
    expect(
      within(box).getByText(
        'Insured and tracked, free in Singapore. Abroad, free on an order from your cart, or a flat $50.00 with Buy Now.',
      ),
    ).toBeInTheDocument();
    expect(within(box).queryByText('Free delivery')).not.toBeInTheDocument();
    expect(within(box).getByText('14-day free returns')).toBeInTheDocument();
    expect(within(box).queryByText(/30-day/)).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Read our Return Policy' })).toHaveAttribute(
      'href',
      '/return-policy#return-windows',
    );
  });

  it('promises 30-day free returns on jewellery', async () => {
    serve(aJewel());
    renderProduct('/jewellery/rings/sapphire-halo-ring-40');

    const box = await screen.findByRole('region', { name: 'Delivery and returns' });
    expect(within(box).getByText('30-day free returns')).toBeInTheDocument();
  });

  it("goes to the product's listing when the visit began here", async () => {
    const user = userEvent.setup();
    serve(ruby);
    const { location } = renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location().pathname).toBe('/gemstones/Ruby');
  });

  it('goes back through the shop when the shopper came from another page of it', async () => {
    const user = userEvent.setup();
    window.history.replaceState({ idx: 1 }, '');
    serve(ruby);
    const { location } = renderProduct(ruby.link, ['/gemstones/Ruby?cut=oval']);

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location().pathname).toBe('/gemstones/Ruby');
    expect(location().search).toBe('?cut=oval');
  });
});
