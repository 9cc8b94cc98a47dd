/**
 * The heart on a piece, wherever a piece is shown (cards, the product page, a cart line): pressed when the piece is in
 * the shopper's wishlist, changed at once and handed to the wishlist's owner after `debounceMs` of quiet
 * (§wishlist.heart: 300 ms on cards, 500 ms in the cart), turned back if the server refuses. One component over the
 * shared session store, not a copy per remote; the change itself, and what the shopper is told, are the account
 * remote's (`account/wishlist`, ADR 053). While that remote cannot be loaded the heart says so, with Retry, and the
 * rest of the page works on.
 *
 * `className` places the heart (a card's corner, the product's title row); the notice hangs below it.
 */
import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { WISHLIST_UNAVAILABLE } from '../platform/exposures';
import type { WishlistItem } from '../types';
import { iconTarget } from './primitives';
import { useWishlistHeart } from './use-wishlist-heart';

/** On a card the heart sits over the product link: a tap on it, or on its notice, stays there. */
const keepOnHeart = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

type HeartProps = {
  productId: number;
  productName: string;
  debounceMs: number;
  /** The piece as the page shows it, when it has one: saved, it is listed at once (optimistic). */
  piece?: WishlistItem;
  className?: string;
};

/**
 * One heart per piece: drawn for another piece (the product page, as the shopper moves from one piece to the next),
 * it starts afresh, and the last piece's heart hands over what was still waiting as it goes.
 */
export function WishlistHeart(props: HeartProps) {
  return <PieceHeart key={props.productId} {...props} />;
}

function PieceHeart({ productId, productName, debounceMs, piece, className }: HeartProps) {
  const { wished, toggle, prepare, unavailable, retry } = useWishlistHeart(productId, debounceMs, piece);
  return (
    <Holder className={className}>
      <HeartButton
        type="button"
        aria-pressed={wished}
        aria-label={wished ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={(event) => {
          keepOnHeart(event);
          toggle();
        }}
      >
        <Heart aria-hidden="true" size={20} strokeWidth={1.5} fill={wished ? 'currentColor' : 'none'} />
      </HeartButton>
      {unavailable ? (
        <Unavailable role="alert" onClick={keepOnHeart}>
          {WISHLIST_UNAVAILABLE}
          <RetryButton
            type="button"
            onClick={(event) => {
              keepOnHeart(event);
              retry();
            }}
          >
            Retry
          </RetryButton>
        </Unavailable>
      ) : null}
    </Holder>
  );
}

const Holder = styled.span({ position: 'relative', display: 'inline-flex', flex: 'none' });

const HeartButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: 0,
  borderRadius: theme.radius.round,
  background: 'rgba(255, 255, 255, 0.92)',
  transition: 'color 0.2s, transform 0.2s',
  '&[aria-pressed="true"]': { color: theme.colour.danger },
  '&:hover': { transform: 'scale(1.06)' },
}));

/**
 * Below the heart, its right edge under the heart's, narrow enough for a phone's listing card (whose picture it
 * covers while it shows) and above what follows on a product page or a cart line.
 */
const Unavailable = styled.p(({ theme }) => ({
  position: 'absolute',
  top: `calc(100% + ${theme.space(1)})`,
  right: 0,
  zIndex: 2,
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space(1),
  width: 'max-content',
  maxWidth: '9.5rem',
  margin: 0,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.small,
  background: theme.colour.paper,
  boxShadow: theme.shadow.soft,
  color: theme.colour.danger,
  font: `400 0.75rem/1.4 ${theme.font.body}`,
  textAlign: 'left',
  cursor: 'default',
}));

const RetryButton = styled.button(({ theme }) => ({
  minHeight: '2.75rem',
  padding: `0 ${theme.space(1)}`,
  border: 0,
  background: 'none',
  color: theme.colour.ink,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'underline',
  textUnderlineOffset: '0.3em',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
