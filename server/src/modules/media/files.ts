/**
 * A product's media files as the API names them: `/api/v1/media/products/{id}/{name}`, where the name's extension
 * says what the file is. Which files a product has is stored (`product_media`), not derived from the name.
 */

export const MEDIA_PREFIX = '/api/v1/media';

const typeOfExtension = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type MediaContentType = (typeof typeOfExtension)[keyof typeof typeOfExtension];

/** Lower-case letters, digits, `-` and `_`, then one of the extensions the shop serves; nothing that walks a path. */
const mediaName = /^[a-z0-9][a-z0-9_-]{0,63}\.(jpg|png|webp|gif)$/;

export function isMediaName(value: string): boolean {
  return mediaName.test(value);
}

/** What a file of this name holds, from its extension; undefined for a name the shop does not serve. */
export function contentTypeOfName(name: string): MediaContentType | undefined {
  if (!isMediaName(name)) return undefined;
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof typeOfExtension;
  return typeOfExtension[extension];
}

export function mediaUrl(productId: number, name: string): string {
  return `${MEDIA_PREFIX}/products/${productId}/${name}`;
}

/**
 * How a photograph (a stored JPEG) is sent: as it is, or as WebP for a browser that takes it — the same picture in
 * about half the bytes. Its address stays `.jpg`; the media route picks the encoding from the request's Accept.
 */
export type StillEncoding = 'jpeg' | 'webp';
