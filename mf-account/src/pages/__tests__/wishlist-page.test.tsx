import { act, render, screen } from '@testing-library/react';
import {
  MemoryRouter,
  RemoteProviders,
  sessionStore,
  wishlistAtom,
  type WishlistItem,
} from '@gemstore/shared';
import { WishlistPage } from '../wishlist-page';

const ring: WishlistItem = {
  _id: '7',
  id: 7,
  name: 'Sapphire Halo Ring',
  description:
    'A cornflower-blue sapphire framed by a halo of round brilliant diamonds, hand-set in platinum by our workshop.',
  price: 4200,
  priceHidden: null,
  weight: null,
  cut: null,
  colour: null,
  clarity: null,
  category: 'Rings',
  section: 'jewellery',
  image: [],
  countInStock: 1,
  quantity: 1,
  link: '/jewellery/rings/sapphire-halo-ring-7',
};

describe('WishlistPage', () => {
  beforeEach(() => sessionStore.set(wishlistAtom, []));

  it('shows what the shared store holds, with descriptions cut to 70 characters', () => {
    render(
      <RemoteProviders name="account">
        <MemoryRouter>
          <WishlistPage />
        </MemoryRouter>
      </RemoteProviders>,
    );
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
    act(() => sessionStore.set(wishlistAtom, [ring]));
    expect(screen.getByRole('link', { name: 'Sapphire Halo Ring' })).toHaveAttribute(
      'href',
      '/jewellery/rings/sapphire-halo-ring-7',
    );
    expect(screen.getByRole('list', { name: 'Wishlist' })).toHaveTextContent(
      `${ring.description.slice(0, 70)}...`,
    );
  });
});
