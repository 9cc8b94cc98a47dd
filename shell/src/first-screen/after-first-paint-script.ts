/**
 * Inlined after the root of a page drawn on the server (render-page.tsx; bundled at build time as the head script
 * is, build/webpack.mjs): runs the shell's scripts, which its element names in `data-scripts`, once the first
 * screen has been painted.
 */
import { runAfterFirstPaint, SCRIPT_PATIENCE_MS, SCRIPTS_ATTRIBUTE } from './run-after-first-paint';

const scripts = document.currentScript?.getAttribute(SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
runAfterFirstPaint(scripts, SCRIPT_PATIENCE_MS);
