/** The dimmed page behind the product page's dialogs (cart confirmation, certificate viewer), fading in. */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const DialogOverlay = styled(Dialog.Overlay, { shouldForwardProp: (prop) => prop !== 'dim' })<{
  /** How dark: a light veil for a note, a dark one for reading a document. */
  dim: number;
}>(({ dim }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: `rgba(31, 27, 23, ${dim})`,
  animation: `${fadeIn} 0.2s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
