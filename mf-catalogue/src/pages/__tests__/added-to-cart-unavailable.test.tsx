import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CartLine } from '@gemstore/shared';
import { ProductPage } from '../product-page';
import { aGemstone, aShopper, renderOnProductRoute, seedSession } from '../../test-support/product-page';

// The confirmation is its own chunk, fetched when something is first added; here that fetch fails.
jest.mock('../../features/product/components/added-to-cart-dialog', () => {
  throw new Error('Loading chunk added-to-cart failed');
});

const answer = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

it('confirms the addition in a toast when the dialog cannot be fetched: the item is in the cart all the same', async () => {
  const ruby = aGemstone();
  const line: CartLine = { ...ruby, _id: 'line-1', lineId: 1, productId: ruby.id, price: 4850, quantity: 1 };
  const user = userEvent.setup();
  seedSession(aShopper());
  jest.spyOn(api, 'get').mockResolvedValue(answer({ success: true, product: ruby }));
  jest.spyOn(api, 'post').mockResolvedValue(answer({ cartItems: [line] }));
  renderOnProductRoute(<ProductPage />, ruby.link, []);

  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

  expect(await screen.findByText('Item has been added to your cart')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Burmese Ruby' })).toBeInTheDocument();
});
