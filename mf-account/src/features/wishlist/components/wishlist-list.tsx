/**
 * The saved pieces, two to a row on a wide screen and one on a phone (§wishlist.page), with the one remove
 * confirmation they share; or, with none, the way back to the shop.
 */
import styled from '@emotion/styled';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink, EmptyState, type WishlistItem } from '@gemstore/shared';
import { RemoveDialog } from './remove-dialog';
import { usePriceTag } from '../hooks/use-price-tag';
import { WishlistCard } from './wishlist-card';

export function WishlistList({ items }: { items: WishlistItem[] }) {
  const [removing, setRemoving] = useState<WishlistItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  /** The piece the dialog was opened for, kept past its closing for the focus. */
  const asked = useRef<number | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const price = usePriceTag();

  return (
    <div ref={region} tabIndex={-1} css={{ outline: 'none' }}>
      {items.length === 0 ? (
        <EmptyState
          title="Your wishlist is empty"
          icon={<Heart aria-hidden="true" size={28} strokeWidth={1} />}
          action={<ButtonLink to="/gemstones/featured">Start Shopping</ButtonLink>}
        >
          Tap the heart on any piece you love and it will wait for you here.
        </EmptyState>
      ) : (
        <Grid aria-label="Wishlist">
          {items.map((item) => (
            <li key={item.id}>
              <WishlistCard
                item={item}
                price={price}
                onRemove={(chosen, button) => {
                  opener.current = button;
                  asked.current = chosen.id;
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
          // Kept: back to its Remove button (drawn anew when a refused removal put the card back). Removed: its card
          // has gone, so the list (or the empty state) takes it.
          event.preventDefault();
          const again = region.current?.querySelector<HTMLButtonElement>(
            `[data-wishlist-remove="${asked.current}"]`,
          );
          const target = opener.current?.isConnected ? opener.current : (again ?? region.current);
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
