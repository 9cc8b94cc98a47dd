/**
 * `checkout/cart`, as the catalogue, the account remote and the shell use it at run time (ADR 052): adding with the
 * cart's own words (§product.add-to-cart, §cart.messages, §wishlist.messages), the cart success modal (§product.added-to-cart-dialog: 2.5 s),
 * the header badge's count following, and the reload after a sign-in. The server is stood in for at `api`.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  authStatusAtom,
  CART_CONTRACT,
  cartAtom,
  cartCountAtom,
  cartKnownAtom,
  cartOwnerAtom,
  isExposure,
  notify,
  sessionStore,
  ShopToaster,
  userAtom,
  type CartLine,
  type User,
} from '@gemstore/shared';
import { aCartLine, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { checkoutQueries } from '../lib/query-client';
import cart from '../cart-exposure';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const cartAnswer = (cartItems: CartLine[]) => reply({ success: true, cartItems });

const ruby = aProduct({ id: 12, name: 'Burmese Ruby', price: 4850, countInStock: 5 });
const rubyLine = (quantity: number): CartLine => ({ ...aCartLine(12, quantity), name: 'Burmese Ruby' });

function seed(user: User | null, lines: CartLine[] = []) {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, user ? 'authenticated' : 'guest');
  sessionStore.set(cartAtom, lines);
  sessionStore.set(cartOwnerAtom, user ? user.id : null);
}

/** The page around the exposure: the shell's toaster, and the button that pressed Add to Cart. */
function renderPage() {
  render(
    <>
      <button type="button">Add to Cart</button>
      <ShopToaster />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  button.focus();
  return { current: button };
}

beforeEach(() => {
  get.mockReset().mockImplementation(() => undefined as never);
  post.mockReset().mockImplementation(() => undefined as never);
  checkoutQueries.clear();
  act(() => notify.dismissAll());
  seed(aUser());
});

afterEach(() => jest.useRealTimers());

it('offers the contract the shop is built with', () => {
  expect(cart.contract).toBe(CART_CONTRACT);
  expect(isExposure('checkout/cart', cart)).toBe(true);
});

describe('adding from a product page', () => {
  it('sends the quantity, shows the cart success modal, and closes it by itself after 2.5 s', async () => {
    jest.useFakeTimers();
    const returnFocusTo = renderPage();
    post.mockResolvedValue(cartAnswer([rubyLine(2)]));

    let added = false;
    await act(async () => {
      added = await cart.addToCart({ piece: ruby, quantity: 2, from: 'product-page', returnFocusTo });
    });

    expect(added).toBe(true);
    expect(post).toHaveBeenCalledWith('/cart/update-cart', { productId: 12, quantity: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'Item has been added to your cart' });
    expect(within(dialog).getByText('Burmese Ruby × 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // The header badge's count follows the server's cart.
    expect(sessionStore.get(cartCountAtom)).toBe(1);

    // §product.added-to-cart-dialog: the cart success modal closes after 2.5 s: open at 2499 ms, closed at 2500 ms.
    act(() => jest.advanceTimersByTime(2499));
    expect(screen.getByRole('dialog', { name: 'Item has been added to your cart' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(returnFocusTo.current).toHaveFocus());
  });

  it('closes on Close, and stays open while the shopper uses it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const returnFocusTo = renderPage();
    post.mockResolvedValue(cartAnswer([rubyLine(1)]));

    await act(() => cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page', returnFocusTo }));
    await screen.findByRole('dialog');
    await user.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a fresh confirmation for each addition, and closes it when the shopper moves to another page', async () => {
    const returnFocusTo = renderPage();
    post.mockResolvedValue(cartAnswer([rubyLine(1)]));
    await act(() => cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page', returnFocusTo }));
    await screen.findByRole('dialog');

    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page', returnFocusTo }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  });

  it('asks a guest to log in, sends nothing and shows no confirmation', async () => {
    seed(null);
    renderPage();
    let added = true;
    await act(async () => {
      added = await cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page' });
    });
    expect(added).toBe(false);
    expect(await screen.findByText('Please Log In to add this item to your cart.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the session the page is still learning: a signed-in shopper is not told to log in', async () => {
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');
    renderPage();
    post.mockResolvedValue(cartAnswer([rubyLine(1)]));
    const adding = cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page' });
    expect(post).not.toHaveBeenCalled();
    act(() => {
      sessionStore.set(userAtom, aUser());
      sessionStore.set(authStatusAtom, 'authenticated');
    });
    await act(async () => {
      await expect(adding).resolves.toBe(true);
    });
    expect(screen.queryByText('Please Log In to add this item to your cart.')).not.toBeInTheDocument();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  });

  it("shows the server's refusal, else 'Failed to add item to cart', and no confirmation", async () => {
    renderPage();
    get.mockResolvedValue(cartAnswer([]));
    const refusal = { success: false, message: 'Only 1 products left' };
    post.mockRejectedValueOnce(new ApiError(refusal.message, 409, refusal));
    await act(() => cart.addToCart({ piece: ruby, quantity: 2, from: 'product-page' }));
    expect(await screen.findByText('Only 1 products left')).toBeInTheDocument();

    post.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await act(() => cart.addToCart({ piece: ruby, quantity: 1, from: 'product-page' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get(cartCountAtom)).toBe(0);
  });
});

describe('adding from the wishlist (§wishlist.add-to-cart, §wishlist.messages)', () => {
  it("says 'Item added to cart', with no modal", async () => {
    renderPage();
    post.mockResolvedValue(cartAnswer([aCartLine(7)]));
    await act(() => cart.addToCart({ piece: aProduct({ id: 7 }), quantity: 1, from: 'wishlist' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/cart/update-cart', { productId: 7, quantity: 1 });
    expect(sessionStore.get(cartCountAtom)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses an out-of-stock piece with 'Item is out of stock' and no call", async () => {
    renderPage();
    const added = await act(() =>
      cart.addToCart({ piece: aProduct({ id: 3, countInStock: 0 }), quantity: 1, from: 'wishlist' }),
    );
    expect(added).toBe(false);
    expect(await screen.findByText('Item is out of stock')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's reason, else 'Error adding item to cart'", async () => {
    renderPage();
    get.mockResolvedValue(cartAnswer([]));
    const refusal = { success: false, message: 'Only 1 products left' };
    post.mockRejectedValueOnce(new ApiError(refusal.message, 409, refusal));
    await act(() => cart.addToCart({ piece: aProduct({ id: 7 }), quantity: 1, from: 'wishlist' }));
    expect(await screen.findByText('Only 1 products left')).toBeInTheDocument();

    post.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await act(() => cart.addToCart({ piece: aProduct({ id: 7 }), quantity: 1, from: 'wishlist' }));
    expect(await screen.findByText('Error adding item to cart')).toBeInTheDocument();
  });
});

describe('reloading after a sign-in', () => {
  it("puts the signed-in shopper's cart in the store, and the badge counts its lines", async () => {
    seed(aUser());
    sessionStore.set(cartOwnerAtom, null);
    get.mockResolvedValue(cartAnswer([aCartLine(1, 3), aCartLine(2)]));
    await cart.reloadCart();
    expect(get).toHaveBeenCalledWith('/cart');
    expect(sessionStore.get(cartKnownAtom)).toBe(true);
    expect(sessionStore.get(cartCountAtom)).toBe(2);
  });

  it('gives an empty cart without a user, without asking the server', async () => {
    seed(null, [aCartLine(1)]);
    await cart.reloadCart();
    expect(get).not.toHaveBeenCalled();
    expect(sessionStore.get(cartCountAtom)).toBe(0);
  });

  it('does not file an answer under a shopper who changed while it was on its way', async () => {
    seed(aUser());
    let answer: (value: Awaited<ReturnType<typeof api.get>>) => void = () => undefined;
    get.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const reloading = cart.reloadCart();
    sessionStore.set(userAtom, aUser({ id: 'someone-else' }));
    answer(cartAnswer([aCartLine(1)]));
    await reloading;
    expect(sessionStore.get(cartAtom)).toEqual([]);
  });
});
