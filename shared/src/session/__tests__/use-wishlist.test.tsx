/** useWishlist: the wishlist as the page holds it, for the account's wishlist page (§wishlist.load). */
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { wishlistAtom } from '../store';
import { aWishlistItem } from '../test-fixtures';
import { useWishlist } from '../wishlist';

describe('useWishlist', () => {
  it("answers the page's wishlist and follows its changes", () => {
    const store = createStore();
    store.set(wishlistAtom, [aWishlistItem(8), aWishlistItem(9)]);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useWishlist(), { wrapper });
    expect(result.current.map((item) => item.id)).toEqual([8, 9]);

    act(() => store.set(wishlistAtom, [aWishlistItem(9)]));
    expect(result.current.map((item) => item.id)).toEqual([9]);
  });
});
