/**
 * The cart's lines, and the questions they ask before a line is removed or moved to the wishlist. The questions'
 * code (and Radix's dialog) is fetched when the first is asked, not with the page: most visits to the cart ask none.
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import type { CartLine as Line } from '@gemstore/shared';
import { CartLine, type LineRequest } from './cart-line';

const loadDialogs = () => import(/* webpackChunkName: "cart-line-dialogs" */ './line-dialogs');
const RemoveLineDialog = lazy(() => loadDialogs().then((m) => ({ default: m.RemoveLineDialog })));
const MoveToWishlistDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MoveToWishlistDialog })));

export function CartLines({ lines }: { lines: readonly Line[] }) {
  const [removing, setRemoving] = useState<LineRequest | null>(null);
  const [moving, setMoving] = useState<LineRequest | null>(null);
  // Once asked, the dialogs stay drawn, so that closing one can animate and give the focus back.
  const [asked, setAsked] = useState(false);
  const ask = (set: (request: LineRequest) => void) => (request: LineRequest) => {
    setAsked(true);
    set(request);
  };
  return (
    <>
      <List aria-label="Cart">
        {lines.map((line) => (
          <CartLine
            key={line.lineId}
            line={line}
            onRemove={ask(setRemoving)}
            onMoveToWishlist={ask(setMoving)}
          />
        ))}
      </List>
      {asked ? (
        <Suspense fallback={null}>
          <RemoveLineDialog request={removing} onClose={() => setRemoving(null)} />
          <MoveToWishlistDialog request={moving} onClose={() => setMoving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });
