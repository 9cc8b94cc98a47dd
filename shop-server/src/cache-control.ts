import path from 'node:path';

/** webpack's `[name].[contenthash:8].ext` (chunks, assets, their source maps): the name changes with the content. */
const HASHED = /\.[0-9a-f]{8}\.[^/]+$/;

/** Revalidate what keeps its name across builds (entries, manifests, pages); cache hashed files for ever. */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name === 'remotes.json') return 'no-store';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
