/**
 * An order line's picture, as it was when the order was placed. A line whose product has no picture (or was removed
 * from the catalogue) shows a quiet drawn stone in its place, so the lines stay aligned.
 */
import styled from '@emotion/styled';
import { Gem } from 'lucide-react';

/** The shop's media route serves a still smaller on request; 160 px is sharp at a thumbnail's size. */
const thumbnail = (url: string) =>
  url.startsWith('/api/v1/media/') && /\.jpg$/i.test(url) ? `${url}?w=160` : url;

export function LinePicture({ url, size }: { url: string | null; size: 'small' | 'large' }) {
  const side = size === 'small' ? '3.5rem' : '5rem';
  return (
    <Frame css={{ width: side, height: side }}>
      {url ? (
        <img src={thumbnail(url)} alt="" width={160} height={160} loading="lazy" decoding="async" />
      ) : (
        <Gem aria-hidden="true" size={size === 'small' ? 20 : 28} strokeWidth={1} />
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
