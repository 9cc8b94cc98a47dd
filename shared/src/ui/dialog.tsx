/**
 * @gemstore/shared/dialog: the shop's dialogs (ADR 013), Radix's accessible dialog styled once: the dimmed page
 * behind, the round Close button, and the focus given back to what opened a dialog. Its own entry, so Radix reaches
 * only the pages that open a dialog (a federation singleton, loaded once per page), not the shell's main.js.
 */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { IconButton } from './primitives';

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
