/**
 * The gallery files the media route can draw, and the URLs the seed stores for them. One list for both, so a
 * seeded URL always names a file the route can render.
 */

export const MEDIA_PREFIX = '/api/v1/media';

export const mediaFiles = [
  '1.jpg',
  '2.jpg',
  '3.jpg',
  '4.jpg',
  '5.jpg',
  '6.jpg',
  '7.jpg',
  '8.jpg',
  '1.png',
  'spin.webp',
  'sparkle.gif',
  'certificate.png',
] as const;
export type MediaFile = (typeof mediaFiles)[number];

export function isMediaFile(value: string): value is MediaFile {
  return (mediaFiles as readonly string[]).includes(value);
}

/**
 * How a photograph (`n.jpg`) is encoded: JPEG, or WebP for a browser that takes it — the same picture in about
 * half the bytes. The file's name stays `.jpg`; the media route picks the encoding from the request's Accept.
 */
export type StillEncoding = 'jpeg' | 'webp';

export function contentTypeOf(file: MediaFile, still: StillEncoding = 'jpeg'): string {
  if (file.endsWith('.jpg')) return still === 'webp' ? 'image/webp' : 'image/jpeg';
  if (file.endsWith('.png')) return 'image/png';
  if (file.endsWith('.webp')) return 'image/webp';
  return 'image/gif';
}

export function mediaUrl(productId: number, file: MediaFile): string {
  return `${MEDIA_PREFIX}/products/${productId}/${file}`;
}

export type GalleryOptions = {
  section: 'gemstones' | 'jewellery';
  /** Number of still photographs, 3 to 8. */
  stills: number;
  animated: boolean;
};

/**
 * A product's gallery in display order: stills first (the first is what the cart and cards show, so it is a JPEG),
 * then the animation, then the lab report for a loose stone.
 */
export function galleryFor(productId: number, options: GalleryOptions): string[] {
  const stills = Math.max(3, Math.min(8, options.stills));
  const files: MediaFile[] = [];
  for (let i = 1; i <= stills; i++) files.push(`${i}.jpg` as MediaFile);
  if (options.animated) files.push(options.section === 'gemstones' ? 'spin.webp' : 'sparkle.gif');
  if (options.section === 'gemstones') files.push('certificate.png');
  return files.map((f) => mediaUrl(productId, f));
}
