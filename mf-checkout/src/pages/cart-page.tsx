/**
 * /cart (§cart.page): Back, 'Your Cart', a spinner while the cart comes, the empty state, or the lines on the
 * left and the Checkout Summary on the right (one above the other on a phone).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ShoppingBag } from 'lucide-react';
import {
  BackButton,
  ButtonLink,
  EmptyState,
  LoadingPanel,
  PageContainer,
  PageHeading,
} from '@gemstore/shared';
import { CartLines, CartSummary, useCartPage } from '../features/cart';

/** `notice`: a word above the cart (the canceled payment's). */
export function CartPage({ notice }: { notice?: ReactNode }) {
  const { state, retry } = useCartPage();
  return (
    <PageContainer>
      <BackButton fallback="/" />
      <PageHeading tabIndex={-1} data-cart-heading="">
        Your Cart
      </PageHeading>
      {notice}
      {state.status !== 'ready' ? (
        <LoadingPanel
          label="Loading your cart"
          failure={state.status === 'failed' ? state.message : null}
          onRetry={retry}
        />
      ) : state.lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag aria-hidden="true" size={40} strokeWidth={1} />}
          title="Your cart is empty"
          action={<ButtonLink to="/gemstones/featured">Start Shopping</ButtonLink>}
        >
          Pieces you add from the shop wait here until you check out.
        </EmptyState>
      ) : (
        <Columns>
          <CartLines lines={state.lines} />
          <CartSummary lines={state.lines} />
        </Columns>
      )}
    </PageContainer>
  );
}

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(10),
  [theme.media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' },
}));
