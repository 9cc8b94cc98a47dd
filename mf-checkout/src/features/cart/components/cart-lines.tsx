/** The cart's lines, and the questions they ask before a line is removed or moved to the wishlist. */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { CartLine as Line } from '@gemstore/shared';
import { CartLine, type LineRequest } from './cart-line';
import { MoveToWishlistDialog, RemoveLineDialog } from './line-dialogs';

export function CartLines({ lines }: { lines: readonly Line[] }) {
  const [removing, setRemoving] = useState<LineRequest | null>(null);
  const [moving, setMoving] = useState<LineRequest | null>(null);
  return (
    <>
      <List aria-label="Cart">
        {lines.map((line) => (
          <CartLine key={line.lineId} line={line} onRemove={setRemoving} onMoveToWishlist={setMoving} />
        ))}
      </List>
      <RemoveLineDialog request={removing} onClose={() => setRemoving(null)} />
      <MoveToWishlistDialog request={moving} onClose={() => setMoving(null)} />
    </>
  );
}

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });
