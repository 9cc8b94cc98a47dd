/**
 * /wishlist (SPEC §2 Wishlist): Back, 'Your Wishlist', the saved pieces as cards, an empty state, and remove behind a
 * confirmation. The list is the shared session store's, so a heart changed anywhere in the shop shows here at once.
 */
import styled from '@emotion/styled';
import { BackButton, Button, PageContainer, PageHeading, Spinner } from '@gemstore/shared';
import { useWishlistPage, WishlistList } from '../features/wishlist';

export function WishlistPage() {
  const { state, retry } = useWishlistPage();
  return (
    <PageContainer>
      <BackButton fallback="/" />
      <PageHeading>Your Wishlist</PageHeading>
      {state.status === 'loading' ? (
        <Waiting>
          <Spinner label="Loading your wishlist" />
        </Waiting>
      ) : state.status === 'failed' ? (
        <Waiting role="alert">
          <p>{state.message}</p>
          <Button type="button" onClick={retry}>
            Retry
          </Button>
        </Waiting>
      ) : (
        <WishlistList items={state.items} />
      )}
    </PageContainer>
  );
}

const Waiting = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(4),
  minHeight: '40vh',
  color: theme.colour.inkSoft,
  textAlign: 'center',
}));
