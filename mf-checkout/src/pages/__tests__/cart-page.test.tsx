import { act, render, screen } from '@testing-library/react';
import { cartAtom, MemoryRouter, RemoteProviders, sessionStore, type CartLine } from '@gemstore/shared';
import { CartPage } from '../cart-page';

const line: CartLine = {
  _id: '1',
  lineId: 1,
  id: 12,
  productId: 12,
  name: 'Burmese Ruby',
  image: [],
  description: 'A ruby.',
  price: 1500,
  weight: 2.15,
  quantity: 2,
  section: 'gemstones',
  category: 'Ruby',
  cut: 'Oval',
  colour: 'Red',
  clarity: 'Eye-Clean',
  countInStock: 3,
  link: '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12',
};

describe('CartPage', () => {
  beforeEach(() => sessionStore.set(cartAtom, []));

  it('reads the lines from the shared session store and follows its changes', () => {
    render(
      <RemoteProviders name="checkout">
        <MemoryRouter>
          <CartPage />
        </MemoryRouter>
      </RemoteProviders>,
    );
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
