/**
 * A piece's picture in a list (a cart line, an order line, a summary): the first still of its gallery (a gallery
 * also holds animations, videos and a lab report), asked for at thumbnail width, or a quiet drawn stone in its place
 * so the lines stay aligned.
 */
import styled from '@emotion/styled';
import { Gem } from 'lucide-react';

/** Stills the shop's pages show. */
export const STILL_PICTURE = /\.(?:jpe?g|png|webp)$/i;

/** The first of `images` that `accept` takes (judged by the file's extension, without any query), or null. */
export function firstStill(images: readonly string[], accept: RegExp = STILL_PICTURE): string | null {
  return images.find((url) => accept.test(url.split('?')[0] ?? url)) ?? null;
}

/** The widths the shop's media route serves a still at (server: media `stillWidths`); any other is refused. */
export type StillWidth = 160 | 320 | 480;

/** The shop's media route serves a JPEG smaller on request: `width` px, sharp at a thumbnail's size. */
export function thumbnailOf(url: string, width: StillWidth): string {
  return url.startsWith('/api/v1/media/') && /\.jpg$/i.test(url) ? `${url}?w=${width}` : url;
}

export function PiecePicture({
  url,
  side,
  width = 160,
}: {
  url: string | null;
  /** The square's side, as CSS ('3.5rem'). */
  side: string;
  /** The picture's width asked of the media route, in px. */
  width?: StillWidth;
}) {
  return (
    <Frame css={{ width: side, height: side }}>
      {url ? (
        <img
          src={thumbnailOf(url, width)}
          alt=""
          width={width}
          height={width}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Gem aria-hidden="true" size="40%" strokeWidth={1} />
      )}
    </Frame>
  );
}

const Frame = styled.span(({ theme }) => ({
  display: 'grid',
  flex: 'none',
  placeItems: 'center',
  overflow: 'hidden',
  background: theme.colour.ivory,
  color: theme.colour.gold,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));
