/**
 * The two forms of the gem filters are chunks of their own (ADR 017), each fetched once a shopper reaches for it:
 * the dropdowns on a large screen (a pointer over them, or the focus on them), the drawer on a smaller one.
 */
import { theme } from '@gemstore/shared';
import { queryOf } from '../../../lib/screen';

/** The screens that show the dropdowns: the theme's large breakpoint. */
export const largeScreenQuery = queryOf(theme.media.large);

export const loadFilterBar = () => import(/* webpackChunkName: "filter-bar" */ '../components/filter-bar');
export const loadFilterDrawer = () =>
  import(/* webpackChunkName: "filter-drawer" */ '../components/filter-drawer');
