/**
 * An order line's picture, as it was when the order was placed; a line whose product has no picture (or was removed
 * from the catalogue) shows the shop's drawn stone in its place.
 */
import { PiecePicture } from '@gemstore/shared';

export function LinePicture({ url, size }: { url: string | null; size: 'small' | 'large' }) {
  return <PiecePicture url={url} side={size === 'small' ? '3.5rem' : '5rem'} />;
}
