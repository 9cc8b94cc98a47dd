/**
 * Asks for a picture the page is about to show, as soon as its address is known (ADR 017): the opening listing's
 * first cards and the opening product's first picture are requested when their product call answers, not after
 * React has rendered the page around them, which on a slow phone is a good part of a second later.
 *
 * The preload carries the same srcset and sizes as the <img> will, so the browser picks the same file and the
 * <img> uses the response already on its way.
 */
export type Picture = { src: string; srcSet?: string; sizes?: string };

export function preloadPicture({ src, srcSet, sizes }: Picture): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = src;
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
