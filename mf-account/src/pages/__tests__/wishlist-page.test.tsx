import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, CUSTOM_ORDER_REQUEST_KEY, notify, type WishlistItem } from '@gemstore/shared';
import {
  authStatusAtom,
  cartAtom,
  sessionStore,
  userAtom,
  wishlistAtom,
  wishlistKnownAtom,
  wishlistOwnerAtom,
} from '@gemstore/shared';
import { provideCartStandIn, providePriceStandIn, renderInRemote } from '@gemstore/shared/testing';
import { aJewel, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import wishlist from '../../wishlist-exposure';
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

const shopper = aUser();

/**
 * The server's wishlist as the page opens. `held`: the shopper's own list, already loaded as the page started (the
 * shell's read, §wishlist.load); left out, the page does not know the list yet.
 */
function open(serverList: WishlistItem[], held?: WishlistItem[]) {
  sessionStore.set(wishlistAtom, held ?? []);
  sessionStore.set(wishlistOwnerAtom, held ? shopper.id : null);
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
  sessionStore.set(userAtom, shopper);
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(cartAtom, []);
  sessionStore.set(wishlistOwnerAtom, null);
  price = providePriceStandIn();
});

/** The catalogue's price tag (catalogue/price, ADR 055), as a stand-in that records what it drew. */
let price: ReturnType<typeof providePriceStandIn>;

describe('WishlistPage (§wishlist.page, §wishlist.card)', () => {
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
    expect(await within(card('Sapphire Halo Ring')).findByText('$4,200.00')).toBeInTheDocument();
    expect(price.drawn).toContainEqual(expect.objectContaining({ id: ring.id }));
  });

  it('says the price is unavailable while the catalogue cannot be loaded, the card works on, and Retry draws it', async () => {
    const user = userEvent.setup();
    price.down();
    const cart = provideCartStandIn();
    open([ring], [ring]);
    const notice = await within(card('Sapphire Halo Ring')).findByRole('alert');
    expect(notice).toHaveTextContent('The price is unavailable right now.');
    expect(within(card('Sapphire Halo Ring')).queryByText('$4,200.00')).not.toBeInTheDocument();

    await user.click(within(card('Sapphire Halo Ring')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cart.requests).toHaveLength(1));

    price.up();
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Sapphire Halo Ring')).findByText('$4,200.00')).toBeInTheDocument();
    expect(within(card('Sapphire Halo Ring')).queryByRole('alert')).not.toBeInTheDocument();
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

  it('draws the answer of its query, and files it for the hearts elsewhere on the page', async () => {
    open([ring, ruby]);
    expect(await screen.findByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mozambique Ruby' })).toBeInTheDocument();
    expect(sessionStore.get(wishlistAtom)).toEqual([ring, ruby]);
    expect(sessionStore.get(wishlistKnownAtom)).toBe(true);
  });

  it('shows the list the page already holds at once, without asking again, and follows a heart changed elsewhere', async () => {
    open([], [ring]);
    expect(screen.getByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();

    // A heart elsewhere on the page (the catalogue's, the cart's) changes the wishlist through this remote's
    // exposure: the page follows at once, before the server answers.
    let answerSave: (value: never) => void = () => undefined;
    put.mockImplementationOnce(() => new Promise((resolve) => (answerSave = resolve)));
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = wishlist.setWishlisted({ productId: ruby.id, saved: true, piece: ruby });
    });
    expect(await screen.findByRole('link', { name: 'Mozambique Ruby' })).toBeInTheDocument();
    await act(async () => {
      answerSave(reply({ success: true, message: 'Saved', wishlistItems: [ruby, ring] }) as never);
      await saving;
    });
    expect(screen.getByRole('link', { name: 'Mozambique Ruby' })).toBeInTheDocument();

    put.mockResolvedValueOnce(reply({ success: true, message: 'Removed', wishlistItems: [ruby] }));
    await act(async () => {
      expect(await wishlist.setWishlisted({ productId: ring.id, saved: false })).toBe(true);
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sapphire Halo Ring' })).not.toBeInTheDocument(),
    );
    expect(get).not.toHaveBeenCalled();
  });

  it("draws an empty list at once when it is the shopper's own: the server has said so already", () => {
    open([ring], []);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('asks for a list the page does not know yet: an empty one may be on its way, and is not called empty', async () => {
    open([ring]);
    expect(screen.getByText('Loading your wishlist')).toBeInTheDocument();
    expect(screen.queryByText('Your wishlist is empty')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();
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
    sessionStore.set(wishlistOwnerAtom, null);
    get.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    renderInRemote(<WishlistPage />, { remote: 'account', queries: accountQueries, url: '/wishlist' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading your wishlist');

    get.mockResolvedValueOnce(reply({ success: true, wishlistItems: [ring] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Sapphire Halo Ring' })).toBeInTheDocument();
  });
});

describe('WishlistPage: Add to Cart (§wishlist.add-to-cart)', () => {
  // Adding, and what it says, is the cart's owner's (ADR 052): the checkout remote's `checkout/cart`, here a
  // stand-in; its words are tested with it (mf-checkout/src/__tests__/cart-exposure.test.tsx).
  it("hands one of the piece to the cart's owner, from the wishlist", async () => {
    const cart = provideCartStandIn();
    const user = userEvent.setup();
    open([ring], [ring]);

    await user.click(within(card('Sapphire Halo Ring')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cart.requests).toHaveLength(1));
    expect(cart.requests[0]).toEqual({ piece: ring, quantity: 1, from: 'wishlist' });
    expect(post).not.toHaveBeenCalled();
  });

  it('hands a sold-out piece over too, its button looking refused: the cart says why', async () => {
    const cart = provideCartStandIn(() => false);
    const user = userEvent.setup();
    open([ruby], [ruby]);
    const add = within(card('Mozambique Ruby')).getByRole('button', { name: 'Add to Cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Mozambique Ruby')).getByText('Sold out')).toBeInTheDocument();

    await user.click(add);
    await waitFor(() => expect(cart.requests).toEqual([{ piece: ruby, quantity: 1, from: 'wishlist' }]));
  });

  it('says the cart is unavailable while the checkout remote cannot be loaded, and Retry loads it and adds', async () => {
    const cart = provideCartStandIn();
    cart.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open([ring], [ring]);

    await user.click(within(card('Sapphire Halo Ring')).getByRole('button', { name: 'Add to Cart' }));
    const notice = await within(card('Sapphire Halo Ring')).findByRole('alert');
    expect(notice).toHaveTextContent('The cart is unavailable right now.');

    cart.up();
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cart.requests).toHaveLength(1));
    expect(within(card('Sapphire Halo Ring')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the enquiry for a piece priced on request, as the catalogue does', async () => {
    const user = userEvent.setup();
    const { location } = open([featured], [featured]);
    // As on its product page: no price line, the enquiry in the cart's place (§price.on-request).
    expect(
      await within(card('Padparadscha')).findByRole('button', { name: 'Enquire for Price' }),
    ).toBeVisible();
    expect(price.drawn).toEqual([]);
    expect(
      within(card('Padparadscha')).queryByRole('button', { name: 'Add to Cart' }),
    ).not.toBeInTheDocument();

    await user.click(within(card('Padparadscha')).getByRole('button', { name: 'Enquire for Price' }));
    expect(location().pathname).toBe('/contact');
    expect(location().hash).toBe('#customOrderSection');
    expect(sessionStorage.getItem(CUSTOM_ORDER_REQUEST_KEY)).toContain('Padparadscha');
  });
});

describe('WishlistPage: remove (§wishlist.page, §wishlist.messages)', () => {
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

  it("removes on confirm, through the wishlist's mutation, and the card goes", async () => {
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

  it('takes the card out as the removal is sent, puts it back on a refusal, and Keep it then focuses its Remove', async () => {
    const user = userEvent.setup();
    open([ring, ruby], [ring, ruby]);
    let refuse: (error: unknown) => void = () => undefined;
    put.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));

    await user.click(screen.getByRole('button', { name: 'Remove Sapphire Halo Ring from wishlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    // Optimistic: gone from the list (and from every heart on the page) while the server answers.
    await waitFor(() => expect(sessionStore.get(wishlistAtom)).toEqual([ruby]));
    expect(screen.queryByRole('link', { name: 'Sapphire Halo Ring', hidden: true })).not.toBeInTheDocument();

    await act(async () => refuse(new ApiError('Product not found', 404, { message: 'Product not found' })));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sapphire Halo Ring', hidden: true })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Remove Sapphire Halo Ring from wishlist' })).toHaveFocus();
  });
});
