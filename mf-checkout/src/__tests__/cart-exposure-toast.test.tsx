/**
 * The confirmation's dialog is its own chunk, fetched as the cart call starts (ADR 017, 052); when that fetch fails,
 * the piece is in the cart all the same, and a toast says so in the modal's words.
 */
import { act, render, screen } from '@testing-library/react';
import { api, authStatusAtom, sessionStore, ShopToaster, userAtom, type CartLine } from '@gemstore/shared';
import { aCartLine, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import cart from '../cart-exposure';

jest.mock('../features/cart/components/added-to-cart-dialog', () => {
  throw new Error('Loading chunk added-to-cart failed');
});

it('confirms the addition in a toast when the dialog cannot be fetched', async () => {
  sessionStore.set(userAtom, aUser());
  sessionStore.set(authStatusAtom, 'authenticated');
  const line: CartLine = aCartLine(12);
  jest.spyOn(api, 'post').mockResolvedValue({ data: { success: true, cartItems: [line] } });
  render(<ShopToaster />);

  await act(() => cart.addToCart({ piece: aProduct({ id: 12 }), quantity: 1, from: 'product-page' }));

  expect(await screen.findByText('Item has been added to your cart')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
