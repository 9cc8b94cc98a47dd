/**
 * The certificate zoom viewer (SPEC §4 Listing and product, §9 certificate zoom 1 to 4): a laboratory report's small
 * print cannot be read at gallery size. A dialog with the report, pan and pinch, and buttons for those who cannot
 * pinch or drag: zoom in, zoom out, reset, with the scale shown. Escape or Close closes it.
 */
import { type ReactNode, useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import { RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { usePrefersReducedMotion } from '@gemstore/shared';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Each button press adds or removes one whole step: 1×, 2×, 3×, 4×. */
const ZOOM_STEP = 1;
const ZOOM_ANIMATION_MS = 200;

/** '1×', '2.5×': pinching and the wheel reach scales between the buttons' whole steps. */
export function formatScale(scale: number): string {
  return `${Math.round(scale * 10) / 10}×`;
}

export function CertificateViewer({
  src,
  productName,
  open,
  onOpenChange,
  children,
}: {
  src: string;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What opens the viewer: the certificate in the gallery. */
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Panel>
          <Header>
            <div>
              <Title>Certificate</Title>
              <Hint>{productName}. Drag to move; pinch, scroll or use the buttons to zoom.</Hint>
            </div>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label="Close">
                <X aria-hidden="true" size={22} strokeWidth={1.5} />
              </IconButton>
            </Dialog.Close>
          </Header>
          <ZoomSurface src={src} alt={`Laboratory certificate for ${productName}`} />
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ZoomSurface({ src, alt }: { src: string; alt: string }) {
  const [scale, setScale] = useState(MIN_ZOOM);
  const animationMs = usePrefersReducedMotion() ? 0 : ZOOM_ANIMATION_MS;
  const atMost = scale >= MAX_ZOOM - 0.001;
  const atLeast = scale <= MIN_ZOOM + 0.001;

  return (
    <TransformWrapper
      minScale={MIN_ZOOM}
      maxScale={MAX_ZOOM}
      initialScale={MIN_ZOOM}
      centerOnInit
      doubleClick={{ mode: 'toggle', step: ZOOM_STEP }}
      // Arrow keys pan and +/- zoom once the report has focus, for shoppers without a pointer.
      keyboard={{ disabled: false, zoomStep: ZOOM_STEP, animationTime: animationMs }}
      onTransform={(_, state) => setScale(state.scale)}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <>
          <Toolbar role="toolbar" aria-label="Zoom">
            {/* aria-disabled rather than disabled: a button that disables itself would drop the focus out of the dialog. */}
            <IconButton
              type="button"
              aria-label="Zoom out"
              aria-disabled={atLeast}
              onClick={() => {
                if (!atLeast) void zoomOut(ZOOM_STEP, animationMs);
              }}
            >
              <ZoomOut aria-hidden="true" size={20} strokeWidth={1.5} />
            </IconButton>
            <Scale aria-live="polite" aria-label={`Zoom ${formatScale(scale)}`}>
              {formatScale(scale)}
            </Scale>
            <IconButton
              type="button"
              aria-label="Zoom in"
              aria-disabled={atMost}
              onClick={() => {
                if (!atMost) void zoomIn(ZOOM_STEP, animationMs);
              }}
            >
              <ZoomIn aria-hidden="true" size={20} strokeWidth={1.5} />
            </IconButton>
            <IconButton
              type="button"
              aria-label="Reset zoom"
              aria-disabled={atLeast}
              onClick={() => {
                if (!atLeast) void resetTransform(animationMs);
              }}
            >
              <RotateCcw aria-hidden="true" size={18} strokeWidth={1.5} />
            </IconButton>
          </Toolbar>
          <TransformComponent
            wrapperStyle={{ width: '100%', height: '100%', flex: '1 1 auto', minHeight: 0 }}
            contentStyle={{ width: '100%', height: '100%' }}
            wrapperProps={{
              tabIndex: 0,
              role: 'group',
              'aria-label': 'Certificate: arrow keys move it, plus and minus zoom',
            }}
          >
            <Report src={src} alt={alt} draggable={false} />
          </TransformComponent>
        </>
      )}
    </TransformWrapper>
  );
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Overlay = styled(Dialog.Overlay)({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(31, 27, 23, 0.72)',
  animation: `${fadeIn} 0.2s ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

const Panel = styled(Dialog.Content)(({ theme }) => ({
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

const Title = styled(Dialog.Title)(({ theme }) => ({
  margin: `${theme.space(2)} 0 0`,
  color: theme.colour.ink,
  font: `500 1.75rem/1.1 ${theme.font.display}`,
}));

const Hint = styled(Dialog.Description)(({ theme }) => ({
  margin: `${theme.space(1)} 0 0`,
  color: theme.colour.muted,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  padding: `${theme.space(2)} ${theme.space(4)}`,
  borderBottom: `1px solid ${theme.colour.line}`,
  background: theme.colour.ivory,
}));

const Scale = styled.output(({ theme }) => ({
  minWidth: '3.5rem',
  textAlign: 'center',
  color: theme.colour.ink,
  font: `500 0.875rem/1 ${theme.font.body}`,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
}));

const IconButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flex: 'none',
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: theme.radius.round,
  background: 'none',
  color: theme.colour.ink,
  cursor: 'pointer',
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover:not([aria-disabled="true"])': { background: theme.colour.paper, borderColor: theme.colour.line },
  '&[aria-disabled="true"]': { color: theme.colour.muted, opacity: 0.45, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));

const Report = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: theme.colour.paper,
  userSelect: 'none',
}));
