/**
 * The catalogue's opening script (ADR 018): named in the catalogue's manifest and run by the shell's head script as
 * soon as it has read that manifest, while main.js is still downloading. On a listing or a product page it asks for
 * the page's product call and, with the answer, for the first pictures — the largest paint's own request — so they
 * no longer wait for main.js, the catalogue's code and a render. The catalogue's code takes the answer
 * (early-answers.ts); whatever this script cannot do is left to it.
 *
 * Bundled on its own by esbuild (build/webpack.mjs, remoteConfig's `opening`), without React, axios or the
 * federation runtime: a few kilobytes, and the build fails if one of those slips in.
 */
import { startEarly } from './features/opening/early-answers';
import {
  openingListingCall,
  preloadFirstCards,
  PRODUCT_LIST_PATH,
  productListKey,
  productListParams,
  type ListAnswer,
} from './features/listing/product-list-request';
import {
  openingProductId,
  preloadFirstPicture,
  productDetailsKey,
  productDetailsPath,
  type ProductDetailsAnswer,
} from './features/product/api/product-details-request';

const listing = openingListingCall(window.location);
if (listing) {
  const query = new URLSearchParams(
    Object.entries(productListParams(listing)).map(([name, value]) => [name, String(value)]),
  );
  void startEarly(productListKey(listing), `${PRODUCT_LIST_PATH}?${query}`, {
    method: 'POST',
    body: JSON.stringify(listing.body),
  })
    ?.then((answer) => {
      if (answer) preloadFirstCards(answer as ListAnswer, window.location, listing.section);
    })
    .catch(() => undefined); // a preload is a hint: the page asks for its pictures itself
}

const productId = openingProductId(window.location);
if (productId !== null) {
  void startEarly(productDetailsKey(productId), productDetailsPath(productId))
    ?.then((answer) => {
      if (answer) preloadFirstPicture((answer as ProductDetailsAnswer).product);
    })
    .catch(() => undefined); // a preload is a hint: the page asks for its picture itself
}
