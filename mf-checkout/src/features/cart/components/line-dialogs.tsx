/**
 * The two questions a cart line asks before it changes (§cart.remove-confirm, §cart.sold-out-line): remove
 * it, or — sold out — move it to the wishlist ('Ok'), which saves it there unless it already is ('Item is
 * already in wishlist') and takes it out of the cart 1 s later. A refusal leaves the line where it was and
 * says why (§cart.messages, §wishlist.messages).
 *
 * Saving is the wishlist's owner's: the account remote's `account/wishlist`, loaded at run time (ADR 053), which
 * says why it refused. While that remote cannot be loaded the dialog says the wishlist is unavailable, and its
 * button becomes Retry, which loads it afresh and moves the piece; the line stays in the cart meanwhile.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import {
  notify,
  sessionStore,
  toApiError,
  useExposure,
  WISHLIST_UNAVAILABLE,
  wishlistAtom,
} from '@gemstore/shared';
import { ConfirmDialog } from '@gemstore/shared/dialog';
import { removeFromCart } from '../api/cart-writes';
import { cartMessages } from '../lib/cart-text';
import type { LineRequest } from './cart-line';

/** §cart.sold-out-line: a sold-out line leaves the cart 1 s after it is moved to the wishlist. */
export const LEAVES_CART_AFTER_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function RemoveLineDialog({ request, onClose }: { request: LineRequest | null; onClose: () => void }) {
  const remove = async () => {
    if (!request) return;
    try {
      await removeFromCart(request.line.productId);
      onClose();
    } catch (error) {
      notify.error(toApiError(error, cartMessages.removeFailed).message);
    }
  };
  return (
    <ConfirmDialog
      open={request !== null}
      title="Remove from cart?"
      description={request ? `${request.line.name} will be taken out of your cart.` : null}
      confirmLabel="Remove"
      busyLabel="Removing..."
      cancelLabel="Keep it"
      onConfirm={remove}
      onCancel={onClose}
      onCloseAutoFocus={focusAfterClose(request)}
    />
  );
}

export function MoveToWishlistDialog({
  request,
  onClose,
}: {
  request: LineRequest | null;
  onClose: () => void;
}) {
  const [moving, setMoving] = useState(false);
  const wishlist = useExposure('account/wishlist');
  const move = async () => {
    if (!request) return;
    const { productId } = request.line;
    setMoving(true);
    try {
      if (sessionStore.get(wishlistAtom).some((item) => item.id === productId)) {
        notify.info(cartMessages.alreadyWished);
      } else {
        const owner = await (wishlist.unavailable ? wishlist.retry() : wishlist.load());
        // Unavailable (said in the dialog), or refused (said by the wishlist's owner): the line stays.
        if (!owner || !(await owner.setWishlisted({ productId, saved: true }))) return;
      }
      await wait(LEAVES_CART_AFTER_MS);
      await removeFromCart(productId);
      onClose();
    } catch (error) {
      notify.error(toApiError(error, cartMessages.removeFailed).message);
    } finally {
      setMoving(false);
    }
  };
  return (
    <ConfirmDialog
      open={request !== null}
      title="This piece is sold out"
      description={
        request ? (
          <>
            {`Move ${request.line.name} to your wishlist? It leaves your cart, and you can find it there later.`}
            {wishlist.unavailable ? <Unavailable role="alert">{WISHLIST_UNAVAILABLE}</Unavailable> : null}
          </>
        ) : null
      }
      confirmLabel={wishlist.unavailable ? 'Retry' : 'Ok'}
      busyLabel={moving ? 'Moving...' : 'Ok'}
      onConfirm={move}
      onCancel={onClose}
      onCloseAutoFocus={focusAfterClose(request)}
    />
  );
}

/**
 * The focus goes back to the button that asked while it is still there; when its line has gone, to the cart's
 * heading, so a keyboard user is not dropped at the top of the page.
 */
const focusAfterClose = (request: LineRequest | null) => (event: Event) => {
  event.preventDefault();
  const opener = request?.opener;
  if (opener?.isConnected) opener.focus();
  else document.querySelector<HTMLElement>('[data-cart-heading]')?.focus();
};

const Unavailable = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space(3),
  color: theme.colour.danger,
}));
