/**
 * The two forms of the gem filters are chunks of their own (ADR 017): the dropdowns, needed only on a large screen,
 * and the drawer, needed only once a shopper on a smaller one presses 'Filters'. Kept apart from the components so
 * the catalogue's routes can start the right one early without pulling either into their own chunk.
 */
import { theme } from '@gemstore/shared';
import { queryOf, screenMatches } from '../screen';

/** The screens that show the dropdowns: the theme's large breakpoint. */
export const largeScreenQuery = queryOf(theme.media.large);

export const loadFilterBar = () => import(/* webpackChunkName: "filter-bar" */ './filter-bar');
export const loadFilterDrawer = () => import(/* webpackChunkName: "filter-drawer" */ './filter-drawer');

/** On a large screen, starts the dropdowns' code with the listing's, so they arrive together. */
export function preloadFilterBar(): void {
  // The lazy bar meets the same failure, and handles it.
  if (screenMatches(theme.media.large)) loadFilterBar().catch(() => undefined);
}
