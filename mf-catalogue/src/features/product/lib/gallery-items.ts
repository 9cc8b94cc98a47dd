/**
 * What a product's media list (§product.media: pictures, animations, videos and certificates) means to the
 * gallery: which entries are videos, which is the laboratory certificate, and what each is called aloud.
 */

export type GalleryItem = {
  url: string;
  kind: 'image' | 'video';
  /** A certificate opens in the zoom viewer, so its small print can be read. */
  certificate: boolean;
  /** The picture's alternative text, or the video's name. */
  description: string;
  /** The thumbnail's and the slide's name: 'image 3 of 9', 'the certificate'. */
  label: string;
};

const videoPattern = /\.(mp4|webm)(?:[?#]|$)/i;

export function galleryItems(urls: readonly string[], productName: string): GalleryItem[] {
  const total = urls.length;
  return urls.map((url, index) => {
    const kind = videoPattern.test(url) ? 'video' : 'image';
    const certificate = kind === 'image' && url.toLowerCase().includes('certificate');
    const position = `${index + 1} of ${total}`;
    if (certificate) {
      return {
        url,
        kind,
        certificate,
        description: `Laboratory certificate for ${productName}`,
        label: `the certificate, ${position}`,
      };
    }
    if (kind === 'video') {
      return { url, kind, certificate, description: `Video of ${productName}`, label: `video ${position}` };
    }
    return {
      url,
      kind,
      certificate,
      description: `${productName}, image ${position}`,
      label: `image ${position}`,
    };
  });
}

/**
 * The media route serves its files smaller on request (`?w=`, ADR 016): a still (.jpg) at a card's or the stage's
 * width; the lab report and an animation as a thumbnail (the animation's first frame, still). Pictures hosted
 * elsewhere come whole. A still is 800 px square at most.
 */
const fromMediaRoute = (url: string) => url.startsWith('/api/v1/media/');
const resizable = (url: string) => fromMediaRoute(url) && /\.jpg$/i.test(url);

/** The stage is the full width of a phone and a little over half of a large screen. */
export const STAGE_SIZES = '(min-width: 1024px) 56vw, 100vw';

export function stageSources(url: string): { src: string; srcSet?: string } {
  return resizable(url) ? { src: url, srcSet: `${url}?w=480 480w, ${url} 800w` } : { src: url };
}

/** Thumbnails are about 80 px wide: 160 px is sharp on a high-density screen. */
export function thumbnailSource(url: string): string {
  return fromMediaRoute(url) && /\.(jpg|png|webp|gif)$/i.test(url) ? `${url}?w=160` : url;
}
