/**
 * The catalogue's price tag for the wishlist's cards (ADR 055): how a piece's price shows is the catalogue's, lent
 * as `catalogue/price`. Asked for as the list is drawn; `price` is null until it is here, and `unavailable` while
 * the catalogue cannot be loaded (the cards say so, with Retry, and work on).
 */
import { useCallback, useEffect, useState } from 'react';
import { useExposure, type PriceExposure } from '@gemstore/shared';

export type PriceTagSource = {
  price: PriceExposure | null;
  unavailable: boolean;
  retry: () => void;
};

export function usePriceTag(): PriceTagSource {
  const { load, retry, unavailable } = useExposure('catalogue/price');
  const [price, setPrice] = useState<PriceExposure | null>(null);

  useEffect(() => {
    let current = true;
    void load().then((loaded) => {
      if (current && loaded) setPrice(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);

  const again = useCallback(() => {
    void retry().then((loaded) => {
      if (loaded) setPrice(() => loaded);
    });
  }, [retry]);

  return { price, unavailable, retry: again };
}
