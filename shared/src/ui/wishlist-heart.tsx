/**
 * The heart on a piece, wherever a piece is shown (cards, the product page, a cart line): pressed when the piece is in
 * the shopper's wishlist, changed at once and sent after `debounceMs` of quiet (SPEC §4, §9: 300 ms on cards, 500 ms
 * in the cart), turned back if the server refuses. One component over the shared wishlist (ADR 022), not a copy per
 * remote.
 */
import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import { useWishlistHeart } from '../session/wishlist';
import { iconTarget } from './primitives';

export function WishlistHeart({
  productId,
  productName,
  debounceMs,
  className,
}: {
  productId: number;
  productName: string;
  debounceMs: number;
  className?: string;
}) {
  const { wished, toggle } = useWishlistHeart(productId, debounceMs);
  return (
    <HeartButton
      type="button"
      className={className}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      onClick={(event) => {
        // On a card the button sits over the product link: keep the tap on the heart.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
    >
      <Heart aria-hidden="true" size={20} strokeWidth={1.5} fill={wished ? 'currentColor' : 'none'} />
    </HeartButton>
  );
}

const HeartButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: 0,
  borderRadius: theme.radius.round,
  background: 'rgba(255, 255, 255, 0.92)',
  transition: 'color 0.2s, transform 0.2s',
  '&[aria-pressed="true"]': { color: theme.colour.danger },
  '&:hover': { transform: 'scale(1.06)' },
}));
