/**
 * The certificate's pan-and-zoom surface (§product.certificate-zoom: 1 to 4): pan and pinch, and buttons for
 * those who cannot pinch or drag — zoom in, zoom out, reset — with the scale shown. Loaded with the viewer's
 * first opening.
 */
import { useState } from 'react';
import styled from '@emotion/styled';
import { RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { usePrefersReducedMotion, IconButton } from '@gemstore/shared';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Each button press adds or removes one whole step: 1×, 2×, 3×, 4×. */
const ZOOM_STEP = 1;
const ZOOM_ANIMATION_MS = 200;

/** '1×', '2.5×': pinching and the wheel reach scales between the buttons' whole steps. */
export function formatScale(scale: number): string {
  return `${Math.round(scale * 10) / 10}×`;
}

export default function ZoomSurface({ src, alt }: { src: string; alt: string }) {
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

const Report = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: theme.colour.paper,
  userSelect: 'none',
}));
