/**
 * The product's gallery (§product.gallery-autoplay, §product.gallery-fade, §product.gallery-thumbnails): a
 * large square stage that moves on by itself every 2 s with a toggle, previous and next with a 200 ms fade,
 * the first 8 thumbnails with a '+N more' overlay on the 8th
 * that shows them all, and the certificate opening in the zoom viewer.
 *
 * Each slide's 2 s start when its picture has arrived, not when it is put on the stage: on a slow line the first
 * picture is seen for its full 2 s, and the slideshow never fades into an empty stage. While one slide is on show,
 * the next picture is fetched out of sight, so it is ready when its turn comes.
 *
 * While a mouse is over the gallery or the focus is in it, the slideshow holds, and it gives the slide on show a
 * full 2 s once they leave: a shopper looking at a stone, or about to press a thumbnail, does not have it change
 * under them, and a keyboard user is not moved on mid-way (the WAI-ARIA carousel pattern). A shopper who presses
 * Play has asked for it to move, so from then on it moves regardless, until paused again.
 *
 * Render it with `key={product.id}`: another product starts from its first slide, while the same product asked for
 * again (a sign-in) keeps the slide on show.
 */
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from '@emotion/styled';
import { keyframes, type CSSObject, type Theme } from '@emotion/react';
import { ChevronLeft, ChevronRight, CirclePlay, Gem, Pause, Play, ZoomIn } from 'lucide-react';
import { iconTarget, type Product, usePrefersReducedMotion } from '@gemstore/shared';
import { unavailableDialog } from '../../../components/unavailable-dialog';
import {
  galleryItems,
  STAGE_SIZES,
  stageSources,
  thumbnailSource,
  type GalleryItem,
} from '../lib/gallery-items';
import type { CertificateViewer as CertificateViewerShape } from './certificate-viewer';

/**
 * §product.gallery-autoplay, §product.gallery-fade, §product.gallery-thumbnails: every 2 s, a 200 ms fade, 8
 * thumbnails.
 */
export const SLIDE_INTERVAL_MS = 2000;
export const FADE_MS = 200;
export const THUMBNAIL_LIMIT = 8;

type ViewerProps = Parameters<typeof CertificateViewerShape>[0];

// The zoom viewer and its dialog library are needed only once a certificate is opened: their own chunk, asked for
// as a pointer or the focus reaches the certificate, so it is usually here by the click (ADR 017).
const loadCertificateViewer = (): Promise<{ default: ComponentType<ViewerProps> }> =>
  import(/* webpackChunkName: "certificate-viewer" */ './certificate-viewer').then(
    ({ CertificateViewer }) => ({
      default: CertificateViewer,
    }),
  );
const prefetchCertificateViewer = () => void loadCertificateViewer().catch(() => undefined);

const CertificateViewer = lazy(() =>
  loadCertificateViewer().catch(() => ({
    default: unavailableDialog('The certificate viewer could not be opened. Please reload the page.'),
  })),
);

/** The slide on show, and the one fading out beneath it (null once the fade is over). */
type Slides = { current: number; leaving: number | null };

export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'image'> }) {
  const items = useMemo(() => galleryItems(product.image, product.name), [product.image, product.name]);
  const count = items.length;
  const reducedMotion = usePrefersReducedMotion();
  // A slideshow that moves by itself is what "reduce motion" asks a page not to do: such a shopper starts with it
  // paused and may play it. Everyone else may pause it (WCAG 2.2.2).
  // The shopper's own choice once made; until then the slideshow follows "reduce motion", read again as it changes
  // (a page drawn on the server is hydrated as playing, since the server cannot know the setting).
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [slides, setSlides] = useState<Slides>({ current: 0, leaving: null });
  const [expanded, setExpanded] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  /** Whether the viewer was ever opened: until then its code is not loaded. */
  const [viewerWanted, setViewerWanted] = useState(false);
  /** The media that have arrived (or failed: a broken picture must not stop the slideshow), by address. */
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const certificateButton = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLElement>(null);
  // A product asked for again (a sign-in) may come back with fewer media than the slide on show.
  const current = slides.current < count ? slides.current : 0;
  const { leaving } = slides;
  const currentArrived = arrived.has(items[current]?.url ?? '');
  /** A mouse over the gallery, or the focus in it (see above). */
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const held = (hovered || focusWithin) && playChoice !== true;
  const moving = playing && !held && !viewerOpen && count > 1;

  const markArrived = useCallback((url: string) => {
    setArrived((known) => (known.has(url) ? known : new Set(known).add(url)));
  }, []);

  const goTo = useCallback((index: number) => {
    setSlides((shown) => (shown.current === index ? shown : { current: index, leaving: shown.current }));
  }, []);
  const step = useCallback(
    (by: 1 | -1) => {
      setSlides((shown) => ({ current: (shown.current + by + count) % count, leaving: shown.current }));
    },
    [count],
  );

  // Each change of slide restarts the 2 s, so a slide chosen by hand stays up for the full 2 s like every other,
  // counted from when its picture has arrived. The viewer holds the slideshow: the certificate must still be there
  // when it closes.
  useEffect(() => {
    if (!moving || !currentArrived) return;
    const timer = setTimeout(() => step(1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, currentArrived, current, step]);

  useEffect(() => {
    if (leaving === null) return;
    const timer = setTimeout(() => setSlides((shown) => ({ ...shown, leaving: null })), FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  if (count === 0) {
    return (
      <Region aria-label={`Pictures of ${product.name}`}>
        <Stage>
          <NoPictures>
            <Gem aria-hidden="true" size={48} strokeWidth={1} />
            <span>Pictures of this piece are on their way</span>
          </NoPictures>
        </Stage>
      </Region>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.defaultPrevented || viewerOpen) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  const active = items[current] ?? items[0];
  const shown = [leaving, current].filter((index): index is number => index !== null && index < count);
  // The next picture, fetched beneath the stage once the one on show has arrived. A video is left to load when it
  // is shown: it would start playing out of sight.
  const next = (current + 1) % count;
  const upcoming =
    moving && currentArrived && !shown.includes(next) && items[next]?.kind === 'image' ? next : null;
  const hiddenCount = count - THUMBNAIL_LIMIT;
  const thumbnails = expanded || hiddenCount <= 0 ? items : items.slice(0, THUMBNAIL_LIMIT);

  return (
    <Region
      ref={region}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${product.name}`}
      onKeyDown={onKeyDown}
      // A touch's pointer leaves when the finger lifts, so only a resting mouse holds by hovering. A tapped button
      // keeps the focus, though, which holds it as every focus does, until the shopper taps elsewhere.
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        // Focus moving between the gallery's own buttons stays within. The certificate viewer is portalled out of
        // the gallery's markup but not out of its React tree, so its focus counts as within too.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setFocusWithin(false);
      }}
    >
      <Stage>
        {/* Beneath the others and out of sight; keyed by index, so the very element goes on show in its turn. */}
        {[...(upcoming === null ? [] : [upcoming]), ...shown].map((index) => {
          const item = items[index];
          if (!item) return null;
          const isCurrent = index === current;
          const media = (
            <GalleryMedia
              item={item}
              priority={index === 0}
              reducedMotion={reducedMotion}
              onArrived={markArrived}
            />
          );
          return (
            <Slide
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              data-entering={isCurrent && leaving !== null}
              data-upcoming={index === upcoming}
            >
              {item.certificate ? (
                <CertificateButton
                  ref={isCurrent ? certificateButton : undefined}
                  type="button"
                  aria-label="Zoom into the certificate"
                  aria-haspopup="dialog"
                  aria-expanded={viewerOpen && isCurrent}
                  onPointerEnter={prefetchCertificateViewer}
                  onFocus={prefetchCertificateViewer}
                  onClick={() => {
                    setViewerWanted(true);
                    setViewerOpen(true);
                  }}
                >
                  {media}
                  <ZoomHint aria-hidden="true">
                    <ZoomIn size={16} strokeWidth={1.5} />
                    Zoom
                  </ZoomHint>
                </CertificateButton>
              ) : (
                media
              )}
            </Slide>
          );
        })}
        {viewerWanted && active?.certificate ? (
          <Suspense fallback={null}>
            <CertificateViewer
              src={active.url}
              productName={product.name}
              open={viewerOpen}
              onOpenChange={(open) => {
                setViewerOpen(open);
                // The viewer covered the page, so no pointer left the gallery while it was open: ask where the
                // mouse is now (the viewer's close button may well be outside the gallery).
                if (!open) setHovered(region.current?.matches(':hover') ?? false);
              }}
              returnFocusTo={certificateButton}
            />
          </Suspense>
        ) : null}

        {count > 1 ? (
          <>
            <StageButton
              type="button"
              data-side="previous"
              aria-label="Previous image"
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" size={22} strokeWidth={1.5} />
            </StageButton>
            <StageButton type="button" data-side="next" aria-label="Next image" onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" size={22} strokeWidth={1.5} />
            </StageButton>
            <StageFooter>
              <PlayToggle
                type="button"
                aria-pressed={playing}
                aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
                onClick={() => setPlayChoice(!playing)}
              >
                {playing ? (
                  <Pause aria-hidden="true" size={16} strokeWidth={1.5} />
                ) : (
                  <Play aria-hidden="true" size={16} strokeWidth={1.5} />
                )}
              </PlayToggle>
              <Counter aria-hidden="true">
                {current + 1} / {count}
              </Counter>
            </StageFooter>
          </>
        ) : null}
      </Stage>

      {/* Announced only while the slideshow is still (paused or held), so a moving one does not talk every 2 s. */}
      <VisuallyHidden aria-live={moving ? 'off' : 'polite'} aria-atomic="true">
        {active ? `Showing ${active.label}` : ''}
      </VisuallyHidden>

      {count > 1 ? (
        <Thumbnails aria-label="Choose an image">
          {thumbnails.map((item, index) => {
            const overflow = !expanded && hiddenCount > 0 && index === THUMBNAIL_LIMIT - 1;
            return (
              <li key={item.url + index}>
                <ThumbButton
                  type="button"
                  aria-label={
                    overflow ? `+${hiddenCount} more: show all ${count} images` : `Show ${item.label}`
                  }
                  aria-current={!overflow && index === current ? 'true' : undefined}
                  aria-expanded={overflow ? false : undefined}
                  onClick={() => (overflow ? setExpanded(true) : goTo(index))}
                >
                  <Thumbnail item={item} />
                  {overflow ? <MoreOverlay aria-hidden="true">+{hiddenCount} more</MoreOverlay> : null}
                </ThumbButton>
              </li>
            );
          })}
        </Thumbnails>
      ) : null}
    </Region>
  );
}

/**
 * One slide's picture or video. The server's pictures are squares and so is the stage, so the box is known before
 * the file arrives (no layout shift). Only the first is urgent: it is the page's largest paint.
 */
function GalleryMedia({
  item,
  priority,
  reducedMotion,
  onArrived,
}: {
  item: GalleryItem;
  priority: boolean;
  reducedMotion: boolean;
  /** Called with the item's address once it can be seen, or has failed to load. */
  onArrived: (url: string) => void;
}) {
  const arrived = () => onArrived(item.url);
  // A picture drawn on the server may have loaded (or failed) before the page's code was here to hear it: one that
  // is already complete as it is hydrated has arrived.
  const { url } = item;
  const arrivedBeforeHydration = useCallback(
    (media: HTMLImageElement | HTMLVideoElement | null) => {
      if (!media) return;
      const ready =
        media instanceof HTMLVideoElement ? media.readyState >= 1 || media.error !== null : media.complete;
      if (ready) onArrived(url);
    },
    [onArrived, url],
  );
  if (item.kind === 'video') {
    return (
      // Silent, looping and inline like the animated pictures; with reduced motion it waits to be played.
      <StageVideo
        src={item.url}
        aria-label={item.description}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        controls={reducedMotion}
        preload={priority ? 'auto' : 'metadata'}
        // Its size is known and its first frame follows. The metadata is all a paused video (reduced motion) loads,
        // so waiting for more would hold the slideshow on it for good.
        ref={arrivedBeforeHydration}
        onLoadedMetadata={arrived}
        onError={arrived}
      />
    );
  }
  return (
    <StageImage
      {...stageSources(item.url)}
      sizes={STAGE_SIZES}
      alt={item.description}
      width={800}
      height={800}
      // The first picture is the page's largest paint: drawn with the frame it arrives for.
      decoding={priority ? 'auto' : 'async'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      ref={arrivedBeforeHydration}
      onLoad={arrived}
      onError={arrived}
    />
  );
}

function Thumbnail({ item }: { item: GalleryItem }) {
  if (item.kind === 'video') {
    return (
      <>
        <ThumbVideo src={item.url} muted playsInline preload="metadata" aria-hidden="true" tabIndex={-1} />
        <VideoMark aria-hidden="true">
          <CirclePlay size={22} strokeWidth={1.25} />
        </VideoMark>
      </>
    );
  }
  return (
    <ThumbImage
      src={thumbnailSource(item.url)}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
    />
  );
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const focusRing = (theme: Theme): CSSObject => ({
  outline: `2px solid ${theme.colour.focus}`,
  outlineOffset: '2px',
});

const Region = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  minWidth: 0,
  [theme.media.large]: { gap: theme.space(4) },
}));

/** Edge to edge on a phone, where every pixel of the stone counts; inside the page's margins from medium up. */
const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '1 / 1',
  margin: `0 -${theme.space(5)}`,
  overflow: 'hidden',
  background: theme.colour.ivory,
  [theme.media.medium]: { margin: 0 },
}));

const Slide = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: theme.colour.ivory,
  '&[data-entering="true"]': { animation: `${fadeIn} ${FADE_MS}ms ease-out both` },
  // Laid out, so its picture loads, but not seen.
  '&[data-upcoming="true"]': { visibility: 'hidden' },
  '@media (prefers-reduced-motion: reduce)': { '&[data-entering="true"]': { animation: 'none' } },
}));

const mediaFill: CSSObject = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
};

const StageImage = styled.img(mediaFill);
const StageVideo = styled.video(mediaFill);

const CertificateButton = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  '&:focus-visible': { ...focusRing(theme), outlineOffset: '-4px' },
}));

const ZoomHint = styled.span(({ theme }) => ({
  position: 'absolute',
  top: theme.space(4),
  right: theme.space(4),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `${theme.space(2)} ${theme.space(3)}`,
  background: 'rgba(255, 255, 255, 0.92)',
  color: theme.colour.ink,
  font: `500 0.6875rem/1 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
}));

const controlSurface = (theme: Theme): CSSObject => ({
  ...iconTarget(theme),
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.round,
  background: 'rgba(255, 255, 255, 0.9)',
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover': { background: theme.colour.paper, borderColor: theme.colour.ink },
});

const StageButton = styled.button(({ theme }) => ({
  ...controlSurface(theme),
  position: 'absolute',
  top: '50%',
  zIndex: 1,
  transform: 'translateY(-50%)',
  '&[data-side="previous"]': { left: theme.space(3) },
  '&[data-side="next"]': { right: theme.space(3) },
  [theme.media.large]: {
    '&[data-side="previous"]': { left: theme.space(5) },
    '&[data-side="next"]': { right: theme.space(5) },
  },
}));

/** Bottom left: the studio's pictures carry their mark bottom right. */
const StageFooter = styled.div(({ theme }) => ({
  position: 'absolute',
  left: theme.space(3),
  bottom: theme.space(3),
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  [theme.media.large]: { left: theme.space(5), bottom: theme.space(5) },
}));

const Counter = styled.span(({ theme }) => ({
  padding: `${theme.space(1.5)} ${theme.space(3)}`,
  background: 'rgba(255, 255, 255, 0.9)',
  color: theme.colour.inkSoft,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.16em',
  fontVariantNumeric: 'tabular-nums',
}));

const PlayToggle = styled.button(({ theme }) => controlSurface(theme));

const Thumbnails = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.media.medium]: { gridTemplateColumns: `repeat(${THUMBNAIL_LIMIT}, minmax(0, 1fr))` },
  [theme.media.large]: { gap: theme.space(3) },
}));

const ThumbButton = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  minHeight: '2.75rem',
  aspectRatio: '1 / 1',
  padding: 0,
  border: `1px solid transparent`,
  background: theme.colour.ivory,
  cursor: 'pointer',
  overflow: 'hidden',
  transition: 'border-color 0.2s, opacity 0.2s',
  opacity: 0.72,
  '&:hover': { opacity: 1 },
  '&[aria-current="true"]': { opacity: 1, borderColor: theme.colour.gold },
  '&:focus-visible': focusRing(theme),
}));

const ThumbImage = styled.img(mediaFill);
const ThumbVideo = styled.video(mediaFill);

const VideoMark = styled.span(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.colour.paper,
  filter: 'drop-shadow(0 1px 2px rgba(31, 27, 23, 0.5))',
}));

const MoreOverlay = styled.span(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(31, 27, 23, 0.62)',
  color: theme.colour.paper,
  font: `500 0.8125rem/1.2 ${theme.font.body}`,
  letterSpacing: '0.08em',
  textAlign: 'center',
}));

const NoPictures = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(4),
  color: theme.colour.gold,
  span: { color: theme.colour.muted, font: `400 0.9375rem/1.5 ${theme.font.body}` },
}));

const VisuallyHidden = styled.p({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
