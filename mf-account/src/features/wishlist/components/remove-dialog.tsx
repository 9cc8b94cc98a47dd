/**
 * Remove from wishlist, behind a confirmation (§wishlist.page): the piece leaves the list only when the
 * shopper confirms, through the wishlist's mutation (ADR 053): every heart on the page follows at once, and the
 * server's list then replaces the page's. A refusal puts the piece back, keeps the dialog open, and says so
 * (§wishlist.messages).
 */
import { notify, toApiError, type WishlistItem } from '@gemstore/shared';
import { ConfirmDialog } from '@gemstore/shared/dialog';
import { removeFromWishlist } from '../api/wishlist-mutations';
import { wishlistMessages } from '../lib/messages';

export function RemoveDialog({
  item,
  onClose,
  onCloseAutoFocus,
}: {
  /** The piece being removed; null when the dialog is closed. */
  item: WishlistItem | null;
  onClose: () => void;
  /** Where the focus goes as the dialog closes (the opener, or the list when the opener has gone with its card). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const remove = async () => {
    if (!item) return;
    try {
      await removeFromWishlist(item.id);
      onClose();
    } catch (error) {
      notify.error(toApiError(error, wishlistMessages.removeFailed).message);
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title="Remove from wishlist?"
      description={item ? `${item.name} will no longer be saved in your wishlist.` : null}
      confirmLabel="Remove"
      busyLabel="Removing..."
      cancelLabel="Keep it"
      onConfirm={remove}
      onCancel={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
