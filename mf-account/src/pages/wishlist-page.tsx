/**
 * /wishlist (§wishlist.page): Back, 'Your Wishlist', the saved pieces as cards, an empty state, and remove
 * behind a confirmation. The list is the shared session store's, so a heart changed anywhere in the shop
 * shows here at once.
 */
import { BackButton, LoadingPanel, PageContainer, PageHeading } from '@gemstore/shared';
import { useWishlistPage, WishlistList } from '../features/wishlist';

export function WishlistPage() {
  const { state, retry } = useWishlistPage();
  return (
    <PageContainer>
      <BackButton fallback="/" />
      <PageHeading>Your Wishlist</PageHeading>
      {state.status !== 'ready' ? (
        <LoadingPanel
          label="Loading your wishlist"
          failure={state.status === 'failed' ? state.message : null}
          onRetry={retry}
        />
      ) : (
        <WishlistList items={state.items} />
      )}
    </PageContainer>
  );
}
