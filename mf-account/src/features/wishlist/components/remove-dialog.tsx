/**
 * Remove from wishlist, behind a confirmation (SPEC §2 Wishlist): the piece leaves the list only when the shopper
 * confirms; the server's list then replaces the page's (shared setWishlisted), so every heart on the page follows.
 * A refusal keeps the dialog open with the piece still listed, and says so (SPEC §8).
 */
import { notify, setWishlisted, toApiError, type WishlistItem } from '@gemstore/shared';
import { ConfirmDialog } from '@gemstore/shared/dialog';
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
      await setWishlisted(item.id, false);
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
