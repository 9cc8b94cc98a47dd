/**
 * GET /products/getProductDetails/{id} (SPEC §7): one product as this shopper may see it. The server hides the price
 * of Featured pieces and, for guests, prices above the guest limit (SPEC §6), so the answer depends on who asks.
 *
 * A product page opened from its URL takes the answer the catalogue's opening script (ADR 018) asked for during
 * main.js's download or, without one, asks as the catalogue's code arrives (startOpeningProduct) — not after the
 * page's own code has loaded and rendered; the page then takes that answer instead of asking again.
 */
import { api, type Product } from '@gemstore/shared';
import { takeEarly } from '../../opening/early-answers';
import {
  openingProductId,
  preloadFirstPicture,
  productDetailsKey,
  productDetailsPath,
  type ProductDetailsAnswer,
} from './product-details-request';

export async function getProductDetails(productId: number, signal?: AbortSignal): Promise<Product> {
  const { data } = await api.get<ProductDetailsAnswer>(productDetailsPath(productId), {
    ...(signal ? { signal } : {}),
  });
  return data.product;
}

let opening: { productId: number; answer: Promise<Product> } | null = null;

/** When the page being opened is a product page with a readable slug, takes or starts its product call now. */
export function startOpeningProduct(location: Pick<Location, 'pathname'>): void {
  const productId = openingProductId(location);
  if (productId === null) return;
  const early = takeEarly(productDetailsKey(productId)) as Promise<ProductDetailsAnswer | null> | null;
  const asked = () => {
    const answer = getProductDetails(productId);
    answer.then(preloadFirstPicture).catch(() => undefined); // the page that takes it reports a failure
    return answer;
  };
  // The opening script has asked for the picture with its answer; when it failed, the server is asked again.
  const answer = early ? early.then((details) => details?.product ?? asked()) : asked();
  answer.catch(() => undefined);
  opening = { productId, answer };
}

/** The opening call's answer when it was for this product; taken once, so a retry or sign-in asks again. */
export function takeOpeningProduct(productId: number): Promise<Product> | null {
  if (opening?.productId !== productId) return null;
  const { answer } = opening;
  opening = null;
  return answer;
}
