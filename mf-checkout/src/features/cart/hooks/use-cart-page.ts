/**
 * The cart page's state: the shopper's cart from the page's session store (the header badge, the catalogue's
 * buttons and this page follow one copy, ADR 022). The shell reloads it on every route change; until the shopper's
 * own cart has come this page waits with a spinner, and asks for it itself so a failed reload can be tried again.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { cartAtom, cartKnownAtom, toApiError, type CartLine } from '@gemstore/shared';
import { reloadCart } from '../api/get-cart';
import { cartMessages } from '../lib/cart-text';

export type CartPageState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; lines: CartLine[] };

export function useCartPage(): { state: CartPageState; retry: () => void } {
  const lines = useAtomValue(cartAtom);
  const known = useAtomValue(cartKnownAtom);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    reloadCart().catch((error: unknown) => setFailure(toApiError(error, cartMessages.fetchFailed).message));
  }, []);

  useEffect(() => {
    if (!known) load();
    // Once, as the page opens: afterwards the shared cart keeps itself up to date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (known) return { state: { status: 'ready', lines }, retry: load };
  return { state: failure ? { status: 'failed', message: failure } : { status: 'loading' }, retry: load };
}
