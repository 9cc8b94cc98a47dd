import { act, screen } from '@testing-library/react';
import { cartAtom, sessionStore } from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { aCartLine } from '@gemstore/shared/test-fixtures';
import { CartPage } from '../cart-page';

const line = { ...aCartLine(12, 2), name: 'Burmese Ruby', price: 1500 };

describe('CartPage', () => {
  beforeEach(() => sessionStore.set(cartAtom, []));

  it('reads the lines from the shared session store and follows its changes', () => {
    renderInRemote(<CartPage />, { remote: 'checkout', queries: createShopQueryClient() });
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/gemstones/featured',
    );

    act(() => sessionStore.set(cartAtom, [line]));
    const cart = screen.getByRole('list', { name: 'Cart' });
    expect(cart).toHaveTextContent('Burmese Ruby × 2 — $3,000.00');
  });
});
