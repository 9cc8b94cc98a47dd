/**
 * Inlined in the head of a page drawn on the server (render-page.tsx; bundled at build time as the head script is,
 * build/webpack.mjs): keeps the taps made before the page's code has taken it over.
 */
import { EARLY_TAPS, FIRST_SCREEN_ATTRIBUTE } from '@gemstore/shared/first-screen';
import { keepEarlyTaps } from './keep-early-taps';

keepEarlyTaps(EARLY_TAPS, FIRST_SCREEN_ATTRIBUTE);
