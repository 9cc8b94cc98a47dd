/**
 * Smaller and re-encoded copies of stored media, made by sharp from the stored original: whatever the file is (a
 * drawn still, a staff photograph, an animation, a lab report), the same rules.
 */
import sharp from 'sharp';
import type { StillEncoding } from './files';

/**
 * Widths a file can be asked for (`?w=480`): listing cards and thumbnails need a fraction of an 800 px original.
 * A short fixed list, so the cache holds at most a few copies of each picture.
 */
export const stillWidths = [160, 320, 480] as const;

const JPEG = { quality: 80, mozjpeg: true } as const;
/** At this quality a photograph's gradients look as they do in its JPEG. */
const WEBP = { quality: 80 } as const;

/**
 * A photograph's encoding for this request: WebP when the browser names it in Accept (every current browser asks
 * for pictures with `image/webp`), else JPEG. A bare `image/*` is not enough: browsers that could not decode WebP
 * sent exactly that.
 */
export function stillEncodingFor(accept: string | undefined): StillEncoding {
  const namesWebp = (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (quality === undefined || Number(quality.slice(2)) > 0);
  });
  return namesWebp ? 'webp' : 'jpeg';
}

/**
 * The stored file at `width` (null: its own size), fitted inside a square of that side so it keeps its proportions
 * (a still stays square, a lab report stays landscape), never enlarged. A photograph comes in the encoding asked
 * for; every other file in its own format. An animation's smaller copy is its first frame, still: a gallery
 * thumbnail (the stage plays the animation itself, from the whole file).
 */
export function resizedCopy(
  original: Buffer,
  contentType: string,
  width: number | null,
  still: StillEncoding,
): Promise<Buffer> {
  // sharp reads only the first frame of an animation unless asked for all of them.
  const image = sharp(original);
  const sized =
    width === null ? image : image.resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
  if (contentType === 'image/jpeg')
    return (still === 'webp' ? sized.webp(WEBP) : sized.jpeg(JPEG)).toBuffer();
  if (contentType === 'image/png') return sized.png().toBuffer();
  if (contentType === 'image/webp') return sized.webp(WEBP).toBuffer();
  if (contentType === 'image/gif') return sized.gif().toBuffer();
  throw new Error(`no smaller copy of ${contentType}`);
}
