/**
 * Reading a remote's mf-manifest.json (ADR 011). React-free and runtime-free: the shell's head script, which is
 * inlined in index.html, and the shop's HTML server (`@gemstore/shop-server`) both resolve a remote's files with it.
 */

/** The part of a remote's mf-manifest.json that says where its files are. */
export type ManifestLocation = { metaData?: { publicPath?: string | undefined } | undefined };

/**
 * The address a remote's files are relative to: the manifest's `publicPath`, read against the manifest's own
 * address, or, with publicPath 'auto' (every remote's build, so a remote can be moved without a rebuild), the
 * folder the manifest was fetched from.
 */
export function manifestBaseUrl(manifest: ManifestLocation, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl).href;
}
