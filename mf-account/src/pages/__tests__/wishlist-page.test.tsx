import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, CUSTOM_ORDER_REQUEST_KEY, notify, type WishlistItem } from '@gemstore/shared';
import { authStatusAtom, cartAtom, sessionStore, userAtom, wishlistAtom } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aCartLine, aJewel, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { WishlistPage } from '../wishlist-page';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const put = jest.spyOn(api, 'put');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

const ring = aJewel({
  id: 7,
  description:
    'A cornflower-blue sapphire framed by a halo of round brilliant diamonds, hand-set in platinum by our workshop.',
  countInStock: 2,
});
const ruby = aProduct({ id: 3, name: 'Mozambique Ruby', countInStock: 0 });
const featured = aProduct({
  id: 9,
  name: 'Padparadscha',
  category: 'Featured',
  price: null,
  priceHidden: 'enquire',
});

/** The server's wishlist as the page opens; the store starts as `held` (what the shell had already loaded). */
function open(serverList: WishlistItem[], held: WishlistItem[] = []) {
  sessionStore.set(wishlistAtom, held);
  get.mockResolvedValue(reply({ success: true, wishlistItems: serverList }));
  return renderInRemote(<WishlistPage />, { remote: 'account', queries: accountQueries, url: '/wishlist' });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  accountQueries.clear();
  get.mockReset();
  post.mockReset();
  put.mockReset();
  notify.dismissAll();
  sessionStorage.clear();
  sessionStore.set(userAtom, aUser());
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(cartAtom, []);
});

describe('WishlistPage (SPEC §2 Wishlist)', () => {
  it('waits for the list with a spinner, then shows its cards, descriptions cut at 70 characters', async () => {
    open([ring]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Loading your wishlist')).toBeInTheDocument();
    expect(screen.queryByText('Your wishlist is empty')).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Sapphire Halo Ring' })).toHaveAttribute(
      'href',
      '/jewellery/rings/sapphire-halo-ring-7',
    );
    expect(get).toHaveBeenCalledWith('/wishlist');
    const cut = `${ring.description.slice(0, 70)}...`;
    expect(within(card('Sapphire Halo Ring')).getByText(cut)).toBeInTheDocument();
    expect(within(card('Sapphire Halo Ring')).getByText('$4,200.00')).toBeInTheDocument();
  });

  it('keeps a description of exactly 70 characters whole, and cuts one of 71', async () => {
    const seventy = 'x'.repeat(70);
    open([
      aJewel({ id: 1, name: 'Seventy', description: seventy }),
      aJewel({ id: 2, name: 'Seventy-one', description: `${seventy}y` }),
    ]);
    expect(
      await within(await screen.findByRole('article', { name: 'Seventy' })).findByText(seventy),
    ).toBeInTheDocument();
    expect(within(card('Seventy-one')).getByText(`${seventy}...`)).toBeInTheDocument();
  });

  it('shows the list the page already holds at once, without asking again, and follows a heart changed elsewhere', async () => {
    open([], [ring]);
    expect(screen.getByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();

    act(() => sessionStore.set(wishlistAtom, [ring, ruby]));
    expect(screen.getByRole('link', { name: 'Mozambique Ruby' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    // Emptied elsewhere: the server confirms it before the page says so.
    act(() => sessionStore.set(wishlistAtom, []));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("offers 'Start Shopping' when there is nothing saved", async () => {
    open([]);
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/gemstones/featured',
    );
    expect(screen.queryByRole('list', { name: 'Wishlist' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on Retry', async () => {
    const user = userEvent.setup();
    sessionStore.set(wishlistAtom, []);
    get.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    renderInRemote(<WishlistPage />, { remote: 'account', queries: accountQueries, url: '/wishlist' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading your wishlist');

    get.mockResolvedValueOnce(reply({ success: true, wishlistItems: [ring] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();
  });
});

describe('WishlistPage: Add to Cart (SPEC §5 Other, §8 Wishlist)', () => {
  it("adds one to the shared cart and says 'Item added to cart'", async () => {
    const user = userEvent.setup();
    open([ring], [ring]);
    post.mockResolvedValue(reply({ success: true, cartItems: [aCartLine(7)] }));

    await user.click(within(card('Sapphire Halo Ring')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/cart/update-cart', { productId: 7, quantity: 1 });
    expect(sessionStore.get(cartAtom)).toHaveLength(1);
  });

  it("refuses an out-of-stock piece with 'Item is out of stock' and no call", async () => {
    const user = userEvent.setup();
    open([ruby], [ruby]);
    const add = within(card('Mozambique Ruby')).getByRole('button', { name: 'Add to Cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Mozambique Ruby')).getByText('Sold out')).toBeInTheDocument();

    await user.click(add);
    expect(await screen.findByText('Item is out of stock')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's reason, else 'Error adding item to cart'", async () => {
    const user = userEvent.setup();
    open([ring], [ring]);
    const refusal = { success: false, message: 'Only 1 products left' };
    post.mockRejectedValueOnce(new ApiError(refusal.message, 409, refusal));
    const add = within(card('Sapphire Halo Ring')).getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(await screen.findByText('Only 1 products left')).toBeInTheDocument();

    post.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await user.click(add);
    expect(await screen.findByText('Error adding item to cart')).toBeInTheDocument();
    expect(sessionStore.get(cartAtom)).toEqual([]);
  });

  it('offers the enquiry for a piece priced on request, as the catalogue does', async () => {
    const user = userEvent.setup();
    const { location } = open([featured], [featured]);
    expect(within(card('Padparadscha')).getByText('Price on request')).toBeInTheDocument();
    expect(
      within(card('Padparadscha')).queryByRole('button', { name: 'Add to Cart' }),
    ).not.toBeInTheDocument();

    await user.click(within(card('Padparadscha')).getByRole('button', { name: 'Enquire for Price' }));
    expect(location().pathname).toBe('/contact');
    expect(location().hash).toBe('#customOrderSection');
    expect(sessionStorage.getItem(CUSTOM_ORDER_REQUEST_KEY)).toContain('Padparadscha');
  });
});

describe('WishlistPage: remove (SPEC §2 Wishlist, §8)', () => {
  it('asks first; Keep it changes nothing and gives the focus back', async () => {
    const user = userEvent.setup();
    open([ring], [ring]);
    const remove = screen.getByRole('button', { name: 'Remove Sapphire Halo Ring from wishlist' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove from wishlist?' });
    expect(dialog).toHaveTextContent('Sapphire Halo Ring will no longer be saved in your wishlist.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(remove).toHaveFocus();
  });

  it('removes on confirm, through the shared wishlist, and the card goes', async () => {
    const user = userEvent.setup();
    open([ring, ruby], [ring, ruby]);
    put.mockResolvedValue(reply({ success: true, message: 'Removed', wishlistItems: [ruby] }));

    await user.click(screen.getByRole('button', { name: 'Remove Sapphire Halo Ring from wishlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(put).toHaveBeenCalledWith('/wishlist/items/7', { saved: false }, expect.anything());
    expect(screen.queryByRole('link', { name: 'Sapphire Halo Ring' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mozambique Ruby' })).toBeInTheDocument();
    // Its Remove button went with the card: the focus stays on the list rather than falling to the page's start.
    expect(screen.getByRole('list', { name: 'Wishlist' }).parentElement).toHaveFocus();
  });

  it("keeps the piece and says 'Error removing item from wishlist' when the server refuses", async () => {
    const user = userEvent.setup();
    open([ring], [ring]);
    put.mockRejectedValue(new ApiError('Something went wrong', 500, null));

    await user.click(screen.getByRole('button', { name: 'Remove Sapphire Halo Ring from wishlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing item from wishlist')).toBeInTheDocument();
    // Still open (the page behind it is hidden from the accessibility tree meanwhile), the piece still saved.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sapphire Halo Ring', hidden: true })).toBeInTheDocument();
    expect(sessionStore.get(wishlistAtom)).toEqual([ring]);
  });
});
