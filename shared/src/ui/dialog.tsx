/**
 * @gemstore/shared/dialog: the shop's dialogs (ADR 013), Radix's accessible dialog styled once: the dimmed page
 * behind, the round Close button, and the focus given back to what opened a dialog. Its own entry, so Radix reaches
 * only the pages that open a dialog (a federation singleton, loaded once per page), not the shell's main.js.
 */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Button, IconButton } from './primitives';

export {
  Close as DialogClose,
  Content as DialogContent,
  Description as DialogDescription,
  Portal as DialogPortal,
  Root as DialogRoot,
  Title as DialogTitle,
} from '@radix-ui/react-dialog';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a dialog, fading in; dialogs' content sits above it (z-index 1001). */
export const DialogOverlay = styled(Dialog.Overlay, { shouldForwardProp: (prop) => prop !== 'dim' })<{
  /** How dark: a light veil for a note or a drawer, a dark one for reading a document. */
  dim: number;
}>(({ dim }) => ({
  position: 'fixed',
  inset: 0,
  // Above the shell's fixed header: a dialog covers the whole page.
  zIndex: 1000,
  background: `rgba(31, 27, 23, ${dim})`,
  animation: `${fadeIn} 0.2s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/**
 * For a dialog's `onCloseAutoFocus`: the focus goes back to `target`, the button that opened it. A dialog whose code
 * is fetched on first use is opened by a button of the page, not by a trigger of its own, which Radix would return
 * the focus to by itself.
 */
export const focusOnClose = (target: RefObject<HTMLElement | null>) => (event: Event) => {
  event.preventDefault();
  target.current?.focus();
};

/** The round × that closes a dialog, named for what it closes ('Close filters'). */
export function DialogCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.Close asChild>
      <IconButton type="button" aria-label={label}>
        <X aria-hidden="true" size={22} strokeWidth={1.5} />
      </IconButton>
    </Dialog.Close>
  );
}

/**
 * "Are you sure?" before a change the shopper may regret (remove from the wishlist, remove a cart line): a title, a
 * sentence, the change and a way out. While the change is on its way both buttons wait and Escape or a click outside
 * do not close it; the caller closes it (`open` false) once the change is made, and leaves it open when it failed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the change is on its way ('Removing...'). */
  busyLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  /**
   * Where the focus goes as it closes. By default, back to what had it as the dialog opened (the button that asked),
   * while it is still on the page; a caller whose opener may have gone with the change says where instead.
   */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <DialogOverlay dim={0.45} />
        <ConfirmPanel
          onOpenAutoFocus={() => {
            // Called before the focus moves in: what has it now is what opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={
            onCloseAutoFocus ??
            ((event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
            })
          }
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <div>
            {/* Waiting, not disabled: the focus stays on the pressed button, and stays there if the change fails. */}
            <Button
              type="button"
              variant="secondary"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onCancel();
              }}
            >
              {cancelLabel}
            </Button>
            <Button type="button" busy={busy} onClick={() => void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </ConfirmPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A small card in the middle of the screen, a gold rule above its title; its buttons at the end of the line. */
const ConfirmPanel = styled(Dialog.Content)(({ theme }) => ({
  position: 'fixed',
  zIndex: 1001,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(28rem, calc(100vw - ${theme.space(8)}))`,
  padding: theme.space(8),
  borderTop: `2px solid ${theme.colour.gold}`,
  background: theme.colour.paper,
  boxShadow: theme.shadow.soft,
  animation: `${fadeIn} 0.2s ease-out`,
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  h2: { margin: 0, color: theme.colour.ink, font: `500 1.625rem/1.2 ${theme.font.display}` },
  p: {
    margin: `${theme.space(3)} 0 ${theme.space(8)}`,
    color: theme.colour.inkSoft,
    font: `400 0.9375rem/1.6 ${theme.font.body}`,
  },
  div: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.space(3) },
}));
