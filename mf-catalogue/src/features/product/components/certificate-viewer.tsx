/**
 * The certificate zoom viewer (§product.certificate-zoom: 1 to 4): a laboratory report's small
 * print cannot be read at gallery size. A dialog with the report, pan and pinch, and buttons for those who cannot
 * pinch or drag: zoom in, zoom out, reset, with the scale shown. Escape or Close closes it, and the focus goes back
 * to what opened it.
 *
 * The gallery loads this module (and the dialog library) only when a shopper first opens a certificate (ADR 017),
 * so what opens it is the gallery's own button, not a trigger inside this dialog.
 */
import { lazy, type RefObject, Suspense } from 'react';
import styled from '@emotion/styled';
import { Spinner } from '@gemstore/shared';
import {
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  fadeIn,
  focusOnClose,
} from '@gemstore/shared/dialog';

// The pan-and-zoom library is needed only once a shopper opens a certificate: its own chunk, loaded then.
const ZoomSurface = lazy(() => import(/* webpackChunkName: "certificate-zoom" */ './certificate-zoom'));

export function CertificateViewer({
  src,
  productName,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  src: string;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What opened the viewer (the certificate in the gallery): the focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay dim={0.72} />
        <Panel onCloseAutoFocus={focusOnClose(returnFocusTo)}>
          <Header>
            <div>
              <Title>Certificate</Title>
              <Hint>{productName}. Drag to move; pinch, scroll or use the buttons to zoom.</Hint>
            </div>
            <DialogCloseButton />
          </Header>
          <Suspense
            fallback={
              <Loading>
                <Spinner label="Loading the certificate" />
              </Loading>
            }
          >
            <ZoomSurface src={src} alt={`Laboratory certificate for ${productName}`} />
          </Suspense>
        </Panel>
      </DialogPortal>
    </DialogRoot>
  );
}

const Panel = styled(DialogContent)(({ theme }) => ({
  position: 'fixed',
  inset: theme.space(3),
  zIndex: 1001,
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '64rem',
  margin: '0 auto',
  background: theme.colour.paper,
  borderRadius: theme.radius.small,
  boxShadow: theme.shadow.soft,
  overflow: 'hidden',
  animation: `${fadeIn} 0.2s ease-out`,
  '&:focus': { outline: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  [theme.media.large]: { inset: `${theme.space(8)} ${theme.space(10)}` },
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(4),
  padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(3)} ${theme.space(6)}`,
  borderBottom: `1px solid ${theme.colour.line}`,
}));

const Title = styled(DialogTitle)(({ theme }) => ({
  margin: `${theme.space(2)} 0 0`,
  color: theme.colour.ink,
  font: `500 1.75rem/1.1 ${theme.font.display}`,
}));

const Hint = styled(DialogDescription)(({ theme }) => ({
  margin: `${theme.space(1)} 0 0`,
  color: theme.colour.muted,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

const Loading = styled.div({ display: 'grid', flex: 1, placeItems: 'center' });
