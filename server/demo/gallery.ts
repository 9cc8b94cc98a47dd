/**
 * The files a demo product's gallery holds, and the URLs the demo catalogue stores for them: one list for both, so
 * every URL names a picture the demo draws (art/render.ts) and stores.
 */
import { mediaUrl } from '../src/modules/media/files';

export const demoPictureNames = [
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
export type DemoPictureName = (typeof demoPictureNames)[number];

export function isDemoPictureName(value: string): value is DemoPictureName {
  return (demoPictureNames as readonly string[]).includes(value);
}

export type GalleryOptions = {
  section: 'gemstones' | 'jewellery';
  /** Number of still photographs, 3 to 8. */
  stills: number;
  animated: boolean;
};

/** The names of a product's gallery files in display order (see galleryFor). */
export function galleryNames(options: GalleryOptions): DemoPictureName[] {
  const stills = Math.max(3, Math.min(8, options.stills));
  const files: DemoPictureName[] = [];
  for (let i = 1; i <= stills; i++) files.push(`${i}.jpg` as DemoPictureName);
  if (options.animated) files.push(options.section === 'gemstones' ? 'spin.webp' : 'sparkle.gif');
  if (options.section === 'gemstones') files.push('certificate.png');
  return files;
}

/**
 * A product's gallery in display order: stills first (the first is what the cart and cards show, so it is a JPEG),
 * then the animation, then the lab report for a loose stone.
 */
export function galleryFor(productId: number, options: GalleryOptions): string[] {
  return galleryNames(options).map((name) => mediaUrl(productId, name));
}
