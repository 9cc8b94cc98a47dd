/**
 * /payment/canceled?checkout={id} (the provider's "Back to shop", ADR 005): the pieces the checkout held go back on
 * sale at once, and the cart is asked again so its stock figures are today's.
 */
import { useEffect } from 'react';
import { useSearchParams } from '@gemstore/shared';
import { reloadCart } from '../../cart';
import { cancelCheckout } from '../api/cancel-checkout';

export function useCanceledCheckout(): void {
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  useEffect(() => {
    if (!checkout) return;
    cancelCheckout(checkout)
      .then(() => reloadCart())
      .catch((error: unknown) => console.error('The canceled checkout could not be released', error));
  }, [checkout]);
}
