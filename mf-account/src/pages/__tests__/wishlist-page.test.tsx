import { act, screen } from '@testing-library/react';
import { sessionStore, wishlistAtom } from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { aJewel } from '@gemstore/shared/test-fixtures';
import { WishlistPage } from '../wishlist-page';

const ring = aJewel({
  id: 7,
  description:
    'A cornflower-blue sapphire framed by a halo of round brilliant diamonds, hand-set in platinum by our workshop.',
});

describe('WishlistPage', () => {
  beforeEach(() => sessionStore.set(wishlistAtom, []));

  it('shows what the shared store holds, with descriptions cut to 70 characters', () => {
    renderInRemote(<WishlistPage />, { remote: 'account', queries: createShopQueryClient() });
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
