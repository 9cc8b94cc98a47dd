/**
 * `catalogue/price`, what the catalogue lends the rest of the shop at run time (ADR 055; the contract is
 * PriceExposure in @gemstore/shared): the one reading of the guest-price rule and the tag that draws it. The
 * wishlist shows a piece's price through it, so a change to how prices show ships with this remote's deploy alone.
 */
import { PRICE_CONTRACT, type PriceExposure } from '@gemstore/shared';
import { priceDisplay, PriceTag } from './features/price';

const price: PriceExposure = { contract: PRICE_CONTRACT, priceDisplay, PriceTag };

export default price;
