/**
 * Inlined in index.html's <head> (bundled at build time by build/webpack.mjs), so it runs as the document arrives,
 * while main.js — about a second on a slow phone — is still downloading (ADR 017).
 */
import { EARLY_START_GLOBAL } from './early-start';
import { startEarly } from './start-early';

(window as unknown as Record<string, unknown>)[EARLY_START_GLOBAL] = startEarly();
