/**
 * The product page's data (SPEC §2, §4 Listing and product, §8): loading while the call is in flight, the product,
 * not found, or failed with a retry. Asked again when the shopper signs in or out, because a guest is not shown
 * prices above the guest limit and a customer is.
 */
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { notify, userAtom, type Product } from '@gemstore/shared';
import {
  getProductDetails,
  isProductNotFound,
  arrivedOpeningProduct,
  takeOpeningProduct,
} from '../api/get-product-details';

export type ProductDetails =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'missing' }
  | { status: 'failed' };

const loading: ProductDetails = { status: 'loading' };
const missing: ProductDetails = { status: 'missing' };

export function useProductDetails(productId: number | null) {
  const signedInAs = useAtomValue(userAtom)?.id ?? null;
  const [attempt, setAttempt] = useState(0);
  // Kept with the id it answers for: the moment the address names another product, the last one's answer no
  // longer describes the page (and must not, say, send the shopper back to its link).
  const [answer, setAnswer] = useState<{ productId: number; details: ProductDetails } | null>(() => {
    if (productId === null) return null;
    const arrived = arrivedOpeningProduct(productId);
    return arrived ? { productId, details: { status: 'ready', product: arrived.value } } : null;
  });
  // A page that starts from the opening answer has its first call answered: the effect's first run asks nothing.
  const startedAnswered = useRef(answer !== null);

  useEffect(() => {
    if (startedAnswered.current) {
      startedAnswered.current = false;
      // On show now: taken, so a later visit to the same product asks the server again.
      if (productId !== null) void takeOpeningProduct(productId);
      return;
    }
    if (productId === null) {
      notify.error('Product not found');
      return;
    }
    const controller = new AbortController();
    const settle = (details: ProductDetails) => setAnswer({ productId, details });
    (takeOpeningProduct(productId) ?? getProductDetails(productId, controller.signal))
      .then((product) => {
        if (controller.signal.aborted) return;
        // The page's gallery, details and panel are a big render: as a transition React does it in slices, so
        // a phone is not frozen for it (the listing does the same with its grid).
        startTransition(() => settle({ status: 'ready', product }));
      })
      .catch((error: unknown) => {
        // A newer request (another product, a sign-in) replaced this one: its answer no longer matters.
        if (controller.signal.aborted) return;
        if (isProductNotFound(error)) {
          notify.error('Product not found');
          settle(missing);
        } else {
          notify.error('Error loading product');
          settle({ status: 'failed' });
        }
      });
    return () => controller.abort();
  }, [productId, signedInAs, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);

  // Signing in asks again for the product on show: it stays on screen meanwhile rather than flash a spinner.
  const details = productId === null ? missing : answer?.productId === productId ? answer.details : loading;
  return { details, retry };
}
