/**
 * The scripts a page drawn on the server carries inline (ADR 018), as their built text. Each is an entry of its
 * own, bundled at build time by build/webpack.mjs exactly as the head script is (`inlineScript`): an import of
 * `<entry>?inline-script` is that entry's inline script, written into the server entry.
 */
import afterFirstPaint from './after-first-paint-script?inline-script';
import keepEarlyTaps from './early-taps-script?inline-script';

export const drawnPageScripts = { afterFirstPaint, keepEarlyTaps };
