/** A heart button on cards and the product page: pressed when the piece is in the shopper's wishlist. */
import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import { useWishlistHeart } from './use-wishlist-heart';

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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.round,
  background: 'rgba(255, 255, 255, 0.92)',
  color: theme.colour.ink,
  cursor: 'pointer',
  transition: 'color 0.2s, transform 0.2s',
  '&[aria-pressed="true"]': { color: theme.colour.danger },
  '&:hover': { transform: 'scale(1.06)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
