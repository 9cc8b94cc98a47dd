/**
 * The two forms of the gem filters are chunks of their own (ADR 017): the dropdowns, needed only on a large screen,
 * and the drawer, needed only once a shopper on a smaller one presses 'Filters'. Kept apart from the components so
 * the catalogue's routes can start the right one early without pulling either into their own chunk.
 */
import { theme } from '@gemstore/shared';

/** The screens that show the dropdowns: the theme's large breakpoint, as a media query list understands it. */
export const largeScreenQuery = theme.media.large.replace(/^@media\s*/, '');

export const loadFilterBar = () => import(/* webpackChunkName: "filter-bar" */ './filter-bar');
export const loadFilterDrawer = () => import(/* webpackChunkName: "filter-drawer" */ './filter-drawer');

/** On a large screen, starts the dropdowns' code with the listing's, so they arrive together. */
export function preloadFilterBar(): void {
  // The lazy bar meets the same failure, and handles it.
  if (window.matchMedia?.(largeScreenQuery).matches) loadFilterBar().catch(() => undefined);
}
