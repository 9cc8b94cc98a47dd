import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  authStatusAtom,
  cartAtom,
  cartOwnerAtom,
  notify,
  sessionStore,
  userAtom,
  wishlistAtom,
  type CartLine,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { provideWishlistStandIn, renderInRemote } from '@gemstore/shared/testing';
import { aCartLine, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { CartPage } from '../cart-page';

const shopper = aUser();
const ruby: CartLine = {
  ...aCartLine(12, 2),
  name: 'Burmese Ruby',
  price: 1500.5,
  countInStock: 5,
  image: ['/api/v1/media/ruby.webp', '/api/v1/media/ruby.jpg'],
};
const sapphire: CartLine = {
  ...aCartLine(14, 1),
  name: 'Ceylon Sapphire',
  price: 999.99,
  countInStock: 1,
  image: ['/api/v1/media/sapphire.mp4'],
};

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const put = jest.spyOn(api, 'put');
const remove = jest.spyOn(api, 'delete');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const cartAnswer = (cartItems: CartLine[]) => reply({ success: true, cartItems });

const aShopper = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** The page as the shell mounts it, with the cart the server holds; `known`: the shell has already loaded it. */
function openCart(lines: CartLine[], { known = true } = {}) {
  sessionStore.set(cartAtom, known ? lines : []);
  sessionStore.set(cartOwnerAtom, known ? shopper.id : null);
  // A refusal a test set up for the first call stays first; later calls answer with `lines`.
  get.mockResolvedValue(cartAnswer(lines));
  return renderInRemote(<CartPage />, { remote: 'checkout', queries: createShopQueryClient(), url: '/cart' });
}

const line = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  jest.useFakeTimers();
  for (const spy of [get, post, put, remove]) spy.mockReset();
  sessionStore.set(userAtom, shopper);
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(wishlistAtom, []);
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(1000);
  });
  jest.useRealTimers();
});

describe('CartPage (§cart.page)', () => {
  it('shows a spinner until the shopper’s cart has come, then its lines', async () => {
    openCart([ruby], { known: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart');
    expect(await screen.findByRole('listitem', { name: 'Burmese Ruby' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/cart');
  });

  it('says so when the cart cannot be fetched, and tries again on Retry', async () => {
    get.mockRejectedValueOnce(new ApiError('Failed to fetch cart', 500, null));
    openCart([ruby], { known: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
    await aShopper().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Burmese Ruby' })).toBeInTheDocument();
  });

  it("an empty cart says 'Your cart is empty' and leads to the featured gemstones", () => {
    openCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/gemstones/featured',
    );
  });

  it('follows the shared cart: a line removed elsewhere leaves at once', () => {
    openCart([ruby, sapphire]);
    expect(screen.getAllByRole('listitem', { name: /Ruby|Sapphire/ })).toHaveLength(2);
    act(() => sessionStore.set(cartAtom, [sapphire]));
    expect(screen.queryByRole('listitem', { name: 'Burmese Ruby' })).not.toBeInTheDocument();
  });
});

describe('a cart line’s quantity (§cart.quantity-pause, §cart.line-stepper: sent after 1000 ms of quiet)', () => {
  it('sends one request for a burst of presses, 1000 ms after the last, not at 999 ms', async () => {
    openCart([ruby]);
    post.mockResolvedValue(cartAnswer([{ ...ruby, quantity: 5 }]));
    const user = aShopper();
    const plus = within(line('Burmese Ruby')).getByRole('button', {
      name: 'Increase quantity of Burmese Ruby',
    });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(within(line('Burmese Ruby')).getByRole('group')).toHaveTextContent('5');
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(post).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 12, quantity: 5 });
  });

  it('goes back to the quantity it had, with the server’s reason, when the change is refused', async () => {
    openCart([ruby]);
    post.mockRejectedValue(
      new ApiError('Only 2 left in stock', 409, { success: false, message: 'Only 2 left in stock' }),
    );
    const user = aShopper();
    await user.click(within(line('Burmese Ruby')).getByRole('button', { name: /^Increase quantity/ }));
    expect(within(line('Burmese Ruby')).getByRole('group')).toHaveTextContent('3');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
    expect(within(line('Burmese Ruby')).getByRole('group')).toHaveTextContent('2');
  });

  it("stops at the stock: plus says 'Max stock reached' and sends nothing", async () => {
    openCart([{ ...ruby, quantity: 5, countInStock: 5 }]);
    const user = aShopper();
    const plus = within(line('Burmese Ruby')).getByRole('button', { name: /^Increase quantity/ });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.hover(plus);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Max stock reached');
    await user.click(plus);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(post).not.toHaveBeenCalled();
  });

  it('one below the stock, plus still adds', async () => {
    openCart([{ ...ruby, quantity: 4, countInStock: 5 }]);
    const plus = within(line('Burmese Ruby')).getByRole('button', { name: /^Increase quantity/ });
    expect(plus).toHaveAttribute('aria-disabled', 'false');
  });

  it('minus at 1 asks before removing the line; Remove takes it out at once', async () => {
    openCart([{ ...ruby, quantity: 1 }, sapphire]);
    remove.mockResolvedValue(cartAnswer([sapphire]));
    const user = aShopper();
    await user.click(
      within(line('Burmese Ruby')).getByRole('button', { name: 'Remove Burmese Ruby from cart' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('/cart/delete-cart', { data: { productId: 12 } });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Burmese Ruby' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Ceylon Sapphire' })).toBeInTheDocument();
  });
});

// The wishlist's changes are its owner's, the account remote's `account/wishlist` (ADR 053), here a stand-in; what it
// sends and says is tested with it (mf-account/src/__tests__/wishlist-*.test.tsx).
describe('a cart line’s heart (§wishlist.heart: the wishlist change is sent after 500 ms)', () => {
  it('flips at once and hands one change over for a burst of taps, 500 ms after the last, not at 499 ms', async () => {
    openCart([ruby]);
    const wishlist = provideWishlistStandIn();
    const user = aShopper();
    await user.click(
      within(line('Burmese Ruby')).getByRole('button', { name: 'Add Burmese Ruby to wishlist' }),
    );
    await user.click(
      within(line('Burmese Ruby')).getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }),
    );
    await user.click(
      within(line('Burmese Ruby')).getByRole('button', { name: 'Add Burmese Ruby to wishlist' }),
    );
    expect(
      within(line('Burmese Ruby')).getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(wishlist.changes).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true }]);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(wishlist.changes).toHaveLength(1);
    expect(put).not.toHaveBeenCalled();
  });
});

describe('stock on a line (§cart.stock-note)', () => {
  it("'Only {n} products left' below the line's quantity, nothing at it", () => {
    openCart([
      { ...ruby, quantity: 3, countInStock: 2 },
      { ...sapphire, quantity: 1, countInStock: 1 },
    ]);
    expect(line('Burmese Ruby')).toHaveTextContent('Only 2 products left');
    expect(line('Ceylon Sapphire')).not.toHaveTextContent(/products left|Out of stock/);
  });

  it("a sold-out line says 'Out of stock', has no stepper, and moves to the wishlist with 'Ok', leaving 1 s later", async () => {
    const soldOut = { ...ruby, countInStock: 0 };
    openCart([soldOut, sapphire]);
    expect(line('Burmese Ruby')).toHaveTextContent('Out of stock');
    expect(within(line('Burmese Ruby')).queryByRole('group')).not.toBeInTheDocument();
    const wishlist = provideWishlistStandIn();
    remove.mockResolvedValue(cartAnswer([sapphire]));
    const user = aShopper();
    await user.click(within(line('Burmese Ruby')).getByRole('button', { name: 'Move to wishlist' }));
    const dialog = screen.getByRole('dialog', { name: 'This piece is sold out' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true }]);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(remove).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(remove).toHaveBeenCalledWith('/cart/delete-cart', { data: { productId: 12 } });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Burmese Ruby' })).not.toBeInTheDocument(),
    );
  });

  it("a sold-out line stays when the wishlist's owner refuses it (the owner says why)", async () => {
    openCart([{ ...ruby, countInStock: 0 }]);
    const wishlist = provideWishlistStandIn(() => false);
    const user = aShopper();
    await user.click(within(line('Burmese Ruby')).getByRole('button', { name: 'Move to wishlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(wishlist.changes).toHaveLength(1);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'This piece is sold out' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Burmese Ruby', hidden: true })).toBeInTheDocument();
  });

  it('says the wishlist is unavailable while the account remote cannot be loaded; Retry moves the piece once it is back', async () => {
    openCart([{ ...ruby, countInStock: 0 }, sapphire]);
    const wishlist = provideWishlistStandIn();
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remove.mockResolvedValue(cartAnswer([sapphire]));
    const user = aShopper();
    await user.click(within(line('Burmese Ruby')).getByRole('button', { name: 'Move to wishlist' }));
    const dialog = screen.getByRole('dialog', { name: 'This piece is sold out' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The wishlist is unavailable right now.',
    );
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(remove).not.toHaveBeenCalled();

    wishlist.up();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true }]);
    expect(wishlist.seen.resets).toBeGreaterThan(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(remove).toHaveBeenCalledWith('/cart/delete-cart', { data: { productId: 12 } });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Burmese Ruby' })).not.toBeInTheDocument(),
    );
  });

  it("a sold-out piece already in the wishlist says 'Item is already in wishlist' and still leaves the cart", async () => {
    openCart([{ ...ruby, countInStock: 0 }]);
    act(() => sessionStore.set(wishlistAtom, [aProduct({ id: 12, name: 'Burmese Ruby' })]));
    remove.mockResolvedValue(cartAnswer([]));
    const user = aShopper();
    await user.click(within(line('Burmese Ruby')).getByRole('button', { name: 'Move to wishlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Item is already in wishlist')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe('Checkout Summary (§cart.summary, §cart.summary-picture)', () => {
  it('shows each amount and the total to 2 decimals, and leads to the cart’s checkout', () => {
    openCart([ruby, sapphire]);
    const summary = screen.getByRole('region', { name: 'Checkout Summary' });
    expect(summary).toHaveTextContent('Burmese Ruby × 2$3,001.00');
    expect(summary).toHaveTextContent('Ceylon Sapphire × 1$999.99');
    expect(summary).toHaveTextContent('Total$4,000.99');
  });

  it('says what its checkout will charge for delivery: nothing, to Singapore or abroad (ADR 042)', () => {
    openCart([ruby]);
    const summary = within(screen.getByRole('region', { name: 'Checkout Summary' }));
    expect(
      summary.getByText('Delivery is free on an order from your cart, to Singapore and abroad.'),
    ).toBeInTheDocument();
    expect(summary.queryByText(/worked out at checkout/)).not.toBeInTheDocument();
  });

  it("runs the server's checkout check, then opens the cart's checkout (its lines' ids joined by '-')", async () => {
    const view = openCart([ruby, sapphire]);
    post.mockResolvedValue(reply({ success: true, message: 'Ready for payment' }));
    await aShopper().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(post).toHaveBeenCalledWith('/cart/proceed-to-checkout', { page: 'cart' }, {});
    await waitFor(() => expect(view.location().pathname).toBe('/checkout/cart/line-12-line-14'));
  });

  it("shows the check's refusal on the cart, where it can be put right", async () => {
    const view = openCart([ruby]);
    post.mockRejectedValue(
      new ApiError('Burmese Ruby: Only 1 products left', 400, {
        message: 'Burmese Ruby: Only 1 products left',
      }),
    );
    await aShopper().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Burmese Ruby: Only 1 products left')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/cart');
  });

  it('pictures a line by its JPEG or PNG, and by the placeholder when it has neither', () => {
    openCart([ruby, sapphire]);
    const summary = screen.getByRole('region', { name: 'Checkout Summary' });
    const pictures = summary.querySelectorAll('li');
    expect(pictures[0]?.querySelector('img')).toHaveAttribute('src', '/api/v1/media/ruby.jpg?w=160');
    expect(pictures[1]?.querySelector('img')).toBeNull();
    expect(pictures[1]?.querySelector('svg')).not.toBeNull();
  });

  it("tells a shopper whose session ended 'Please log in to checkout' and takes them to /login at 2000 ms (not 1999), remembering the cart", async () => {
    const view = openCart([ruby]);
    // When the server refuses: the notice is given then, and the 2000 ms count from there.
    let refusedAt = 0;
    post.mockImplementation(() => {
      refusedAt = Date.now();
      return Promise.reject(
        new ApiError('Please log in to checkout', 401, { message: 'Please log in to checkout' }),
      );
    });
    await aShopper().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Please log in to checkout')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(refusedAt + 1999 - Date.now()));
    expect(view.location().pathname).toBe('/cart');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: '/cart' });
    expect(sessionStore.get(userAtom)).toBeNull();
  });
});
