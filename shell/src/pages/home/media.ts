/**
 * The home page's media, drawn for the shop by scripts/media/make-home-video.mjs and served from the shell's own
 * origin (shell/public/media), so the first paint never waits for a remote or another host. Sizes are the files'
 * own, given to the browser so nothing moves when they arrive.
 */
// index.html preloads the poster on '/' by this same path: change both together.
export const heroMedia = {
  poster: '/media/home-hero-poster.jpg',
  webm: '/media/home-hero.webm',
  mp4: '/media/home-hero.mp4',
  width: 1280,
  height: 720,
} as const;

export type Still = { src: string; srcSet: string; width: number; height: number; alt: string };

function still(name: string, alt: string): Still {
  return {
    src: `/media/home-${name}-960.webp`,
    srcSet: `/media/home-${name}-480.webp 480w, /media/home-${name}-960.webp 960w`,
    width: 960,
    height: 1200,
    alt,
  };
}

export const stills = {
  gemstones: still(
    'gemstones',
    'A cushion sapphire, an oval ruby, an emerald-cut emerald, a yellow sapphire and a pear-shaped Paraíba tourmaline laid out on ivory card',
  ),
  bespoke: still('bespoke', 'A gold ring set with an oval sapphire in a halo of diamonds'),
  gemology: still('gemology', 'A pink cushion-cut sapphire held in steel tweezers for examination'),
  service: still('service', 'A pear-shaped Paraíba tourmaline pendant in its Gemstore presentation box'),
} satisfies Record<string, Still>;
