/**
 * A quick stand-in for the demo's drawing, for tests that are about where pictures go rather than how they look:
 * a small picture of the right format, different for every product and file.
 */
import sharp from 'sharp';
import type { DemoPictureName } from '../gallery';
import type { DrawPicture } from '../pictures';
import type { ProductArtRow } from '../art/spec';

export const quickPicture: DrawPicture = async (row: ProductArtRow, name: DemoPictureName) => {
  const shade = (row.id * 37 + name.length * 11) % 256;
  const image = sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: shade, g: 255 - shade, b: row.id % 256 } },
  });
  if (name.endsWith('.jpg')) return image.jpeg().toBuffer();
  if (name.endsWith('.png')) return image.png().toBuffer();
  if (name.endsWith('.webp')) return image.webp().toBuffer();
  return image.gif().toBuffer();
};
