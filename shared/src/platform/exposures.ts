/**
 * What one team's remote lends the others at run time (ADR 052): the contract of each exposure, typed here so every
 * part of the shop builds against one shape, and checked as it loads (isExposure) so a remote built against another
 * contract is refused with a clear message and its consumers' fallback, never half-used.
 *
 * Behaviour belongs to the team that owns it: the checkout remote owns the cart (adding to it, its messages, the
 * confirmation, reloading it), the account remote the wishlist (saving and removing, what the shopper is told, ADR
 * 053), and each ships a change to it by deploying its remote alone. Shared holds only this shape.
 */
import type { ComponentType, RefObject } from 'react';
import type { Product, WishlistItem } from '../types';

/** Where an Add to Cart was pressed: each place has its own words (§cart.messages, §wishlist.messages). */
export type AddToCartPlace = 'product-page' | 'wishlist';

export type AddToCartRequest = {
  /** The piece as the page shows it: its id is sent, the rest draws the line at once (optimistic) and the confirmation. */
  piece: Product;
  quantity: number;
  from: AddToCartPlace;
  /** Where the focus goes back to when the confirmation closes: the button that added the piece. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** `checkout/cart`: the checkout remote's cart, for the catalogue, the account remote and the shell. */
export type CartExposure = {
  /** The version of this shape the remote was built against; a mismatch is refused at load. */
  contract: typeof CART_CONTRACT;
  /**
   * Adds the piece and tells the shopper, as the cart's owner words it: a guest is asked to log in, a refusal is
   * a toast, a success is the confirmation (the cart success modal on a product page, a toast on the wishlist).
   * True when the piece is in the cart.
   */
  addToCart: (request: AddToCartRequest) => Promise<boolean>;
  /** Fetches the signed-in shopper's cart into the session store (after a sign-in made on the page). */
  reloadCart: () => Promise<void>;
  /** Starts fetching what addToCart will need (its writes, the confirmation), e.g. as a finger nears the button. */
  prepareToAdd: () => void;
};

/** Raised with every change to CartExposure that an older consumer or remote could not take. */
export const CART_CONTRACT = 1;

/** A change the shopper asked of their wishlist: what they want, not a toggle (§wishlist.set-call). */
export type WishlistChange = {
  productId: number;
  /** True: save the piece; false: take it out. */
  saved: boolean;
  /** The piece as the page shows it, when the page has it: a saved piece is listed at once (optimistic). */
  piece?: WishlistItem;
  /**
   * The page is going (a reload, a closed tab): the change is sent at once as a request that outlives the page, even
   * before the page knows who is signed in (a guest's is refused by the server).
   */
  leaving?: boolean;
};

/** `account/wishlist`: the account remote's wishlist, for the catalogue's and the cart's hearts and Move to wishlist. */
export type WishlistExposure = {
  /** The version of this shape the remote was built against; a mismatch is refused at load. */
  contract: typeof WISHLIST_CONTRACT;
  /**
   * Makes the change and tells the shopper, as the wishlist's owner words it: a guest is asked to log in, a refusal
   * is said; the page's wishlist shows the change at once and goes back if the server refuses. True when the server
   * holds what the shopper asked for.
   */
  setWishlisted: (change: WishlistChange) => Promise<boolean>;
};

/** Raised with every change to WishlistExposure that an older consumer or remote could not take. */
export const WISHLIST_CONTRACT = 1;

/** What a piece's price is read from: the catalogue's answer, where the server left out what the viewer may not see. */
export type PricedPiece = Pick<Product, 'price' | 'priceHidden'>;

/** A piece's price as the shop shows it (§price.format, §price.guest-limit, §price.on-request). */
export type PriceDisplay =
  | { kind: 'amount'; amount: number; text: string }
  | { kind: 'login'; text: string; veil: string }
  | { kind: 'enquire'; text: string };

export type PriceTagProps = {
  piece: PricedPiece;
  /** The place's scale: 'card' (listing and wishlist cards) or 'page' (a product page). */
  size?: 'card' | 'page';
  /** Where the place offers an enquiry, 'Enquire for Price' is the button that starts it. */
  onEnquire?: () => void;
  className?: string;
};

/**
 * `catalogue/price`: the catalogue owns how a piece's price shows (ADR 055): the one reading of the guest-price rule
 * and the one tag that draws it, for the other remotes (the wishlist).
 */
export type PriceExposure = {
  contract: typeof PRICE_CONTRACT;
  priceDisplay: (piece: PricedPiece) => PriceDisplay;
  PriceTag: ComponentType<PriceTagProps>;
};

/** Raised with every change to PriceExposure that an older consumer or remote could not take. */
export const PRICE_CONTRACT = 1;

/** Every exposure the shop knows, by the id the federation runtime loads it by (`<remote>/<exposed name>`). */
export type Exposures = {
  'checkout/cart': CartExposure;
  'account/wishlist': WishlistExposure;
  'catalogue/price': PriceExposure;
};

export type ExposureId = keyof Exposures;

/**
 * A head start on each exposure, once it is loaded: it fetches what its first use will need. The wishlist's carries
 * its writes (a change may have to be handed over as the page goes, with no time left to fetch them): loading it is
 * the whole head start.
 */
export const prepareExposure: { [Id in ExposureId]: (exposure: Exposures[Id]) => void } = {
  'checkout/cart': (cart) => cart.prepareToAdd(),
  'account/wishlist': () => undefined,
  'catalogue/price': () => undefined,
};

const hasFunctions = (value: object, names: readonly string[]) =>
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** Whether a loaded module is the exposure `id` under the contract this page was built with. */
export function isExposure<Id extends ExposureId>(id: Id, value: unknown): value is Exposures[Id] {
  if (typeof value !== 'object' || value === null) return false;
  switch (id) {
    case 'checkout/cart':
      return (
        (value as { contract?: unknown }).contract === CART_CONTRACT &&
        hasFunctions(value, ['addToCart', 'reloadCart', 'prepareToAdd'])
      );
    case 'account/wishlist':
      return (
        (value as { contract?: unknown }).contract === WISHLIST_CONTRACT &&
        hasFunctions(value, ['setWishlisted'])
      );
    case 'catalogue/price':
      return (
        (value as { contract?: unknown }).contract === PRICE_CONTRACT &&
        hasFunctions(value, ['priceDisplay', 'PriceTag'])
      );
    default:
      return false;
  }
}

/** What a page says in place of Add to Cart while the checkout remote cannot be loaded; Retry loads it again. */
export const CART_UNAVAILABLE = 'The cart is unavailable right now.';

/** What a heart says while the account remote cannot be loaded; Retry loads it again and sends the change. */
export const WISHLIST_UNAVAILABLE = 'The wishlist is unavailable right now.';

/** What a price line says while the catalogue, which owns how prices show, cannot be loaded; Retry loads it again. */
export const PRICE_UNAVAILABLE = 'The price is unavailable right now.';
