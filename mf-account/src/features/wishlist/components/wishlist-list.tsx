/**
 * The saved pieces, two to a row on a wide screen and one on a phone (SPEC §2 Wishlist), with the one remove
 * confirmation they share; or, with none, the way back to the shop.
 */
import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink, type WishlistItem } from '@gemstore/shared';
import { RemoveDialog } from './remove-dialog';
import { WishlistCard } from './wishlist-card';

export function WishlistList({ items }: { items: WishlistItem[] }) {
  const [removing, setRemoving] = useState<WishlistItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const region = useRef<HTMLDivElement>(null);

  return (
    <div ref={region} tabIndex={-1} css={{ outline: 'none' }}>
      {items.length === 0 ? (
        <Empty>
          <Heart aria-hidden="true" size={28} strokeWidth={1} />
          <h2>Your wishlist is empty</h2>
          <p>Tap the heart on any piece you love and it will wait for you here.</p>
          <ButtonLink to="/gemstones/featured">Start Shopping</ButtonLink>
        </Empty>
      ) : (
        <Grid aria-label="Wishlist">
          {items.map((item) => (
            <li key={item.id}>
              <WishlistCard
                item={item}
                onRemove={(chosen, button) => {
                  opener.current = button;
                  setRemoving(chosen);
                }}
              />
            </li>
          ))}
        </Grid>
      )}
      <RemoveDialog
        item={removing}
        onClose={() => setRemoving(null)}
        onCloseAutoFocus={(event) => {
          // Kept: back to its Remove button. Removed: its card has gone, so the list (or the empty state) takes it.
          event.preventDefault();
          const target = opener.current?.isConnected ? opener.current : region.current;
          target?.focus();
        }}
      />
    </div>
  );
}

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.media.large]: { gridTemplateColumns: '1fr 1fr', gap: theme.space(6) },
}));

/** Nothing saved yet: a quiet panel with the way back to the shop. */
const Empty = styled.div(({ theme }) => ({
  padding: `${theme.space(16)} ${theme.space(6)}`,
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  color: theme.colour.gold,
  textAlign: 'center',
  h2: {
    margin: `${theme.space(4)} 0 0`,
    color: theme.colour.ink,
    font: `500 1.75rem/1.2 ${theme.font.display}`,
  },
  p: {
    maxWidth: '26rem',
    margin: `${theme.space(3)} auto ${theme.space(6)}`,
    color: theme.colour.inkSoft,
    font: `400 0.9375rem/1.6 ${theme.font.body}`,
  },
}));
