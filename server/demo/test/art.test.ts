/**
 * The demo's drawings: real pictures of the right kind and size for a gemstone and a piece of jewellery, as the shop
 * stores them (the media route makes the smaller and WebP copies, test/media.test.ts).
 */
import sharp from 'sharp';
import { generateSeedCatalogue } from '../catalogue';
import { isDemoPictureName } from '../gallery';
import { renderPicture } from '../art/render';
import { artRowOf } from '../pictures';

const catalogue = generateSeedCatalogue();
const gem = catalogue.find((p) => p.section === 'gemstones' && p.media.some((u) => u.endsWith('spin.webp')));
const piece = catalogue.find(
  (p) => p.section === 'jewellery' && p.media.some((u) => u.endsWith('sparkle.gif')),
);
if (!gem || !piece) throw new Error('the demo catalogue has an animated gemstone and piece');
const names = (product: typeof gem) =>
  product.media.map((url) => url.slice(url.lastIndexOf('/') + 1)).filter(isDemoPictureName);

describe('the demo drawings', () => {
  it('draws a still as an 800 × 800 JPEG of a modest size', async () => {
    const bytes = await renderPicture(artRowOf(gem), '1.jpg');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);
    expect(bytes.length).toBeLessThan(120 * 1024);
  });

  it('draws every still of a gemstone and of a piece of jewellery, each a real picture', async () => {
    for (const product of [gem, piece]) {
      for (const name of names(product).filter((n) => n.endsWith('.jpg'))) {
        const stats = await sharp(await renderPicture(artRowOf(product), name)).stats();
        // Real pictures, not flat boxes: the channels vary.
        expect(stats.channels[0]?.stdev).toBeGreaterThan(10);
      }
    }
  });

  it('draws the same picture every time', async () => {
    const [a, b] = await Promise.all([
      renderPicture(artRowOf(gem), '2.jpg'),
      renderPicture(artRowOf(gem), '2.jpg'),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws a lab report PNG', async () => {
    const meta = await sharp(await renderPicture(artRowOf(gem), 'certificate.png')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 700]);
  });

  it('draws animated WebP and GIF with several frames', async () => {
    const webp = await sharp(await renderPicture(artRowOf(gem), 'spin.webp'), { animated: true }).metadata();
    expect([webp.format, webp.width]).toEqual(['webp', 480]);
    expect(webp.pages).toBeGreaterThan(1);
    const gif = await sharp(await renderPicture(artRowOf(piece), 'sparkle.gif'), {
      animated: true,
    }).metadata();
    expect([gif.format, gif.width]).toEqual(['gif', 480]);
    expect(gif.pages).toBeGreaterThan(1);
  });
});
