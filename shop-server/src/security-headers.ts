/**
 * The security headers of the shop's origins (ADR 033): a Content-Security-Policy for every page, and the headers
 * every answer carries. The API sends its own (helmet), so /api answers are left as the API sent them.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isObject } from './first-screen/is-object';

export type SecuritySettings = {
  /** The shop's public address (PUBLIC_URL); an https one turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string | null;
  /** Development builds, whose modules webpack evaluates with eval (eval source maps): 'unsafe-eval'. */
  development: boolean;
};

const isHttps = ({ publicUrl }: SecuritySettings): boolean => publicUrl?.startsWith('https://') ?? false;

/**
 * Features no page of the shop uses, denied to it and to anything it might embed. `payment` included: Stripe
 * Checkout is a page the shopper is sent to, not the Payment Request API on ours.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** What every answer of every origin carries (not /api: the API sets its own). */
export function everyAnswerHeaders(settings: SecuritySettings, crossOrigin: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // frame-ancestors 'none' says the same to browsers that read CSP; this to those that do not.
    'x-frame-options': 'DENY',
    // A remote's files are read by the shell's pages on another origin; the shell's are its own pages' alone.
    'cross-origin-resource-policy': crossOrigin ? 'cross-origin' : 'same-origin',
    // Not includeSubDomains: the shop does not own what else runs under its domain.
    ...(isHttps(settings) ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Styles: 'unsafe-inline' (ADR 033). Emotion writes each build's styles into <style> elements at run time, a drawn
 * page carries them inline, and React's style props are style attributes, which no nonce or hash can allow. A nonce
 * would have to reach every remote's emotion cache and make every page a per-request document. Injected CSS cannot
 * run script; scripts stay hash- and origin-bound.
 */
const STYLE_SRC = ["'self'", "'unsafe-inline'"];

const COMMON_DIRECTIVES = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The shell's pages: its own files, the remotes' origins named in remotes.json (their entries and chunks as
 * scripts, their manifests fetched, their pictures), the API through this origin, and only the inline scripts the
 * shell's build wrote (`scriptHashes`).
 */
export function shellPagePolicy({
  remoteOrigins,
  scriptHashes,
  settings,
}: {
  remoteOrigins: string[];
  scriptHashes: string[];
  settings: SecuritySettings;
}): string {
  const self = ["'self'", ...remoteOrigins];
  return policy({
    'default-src': ["'self'"],
    'script-src': [...self, ...scriptHashes, ...(settings.development ? ["'unsafe-eval'"] : [])],
    'style-src': STYLE_SRC,
    'img-src': [...self, 'data:'],
    'media-src': self,
    'font-src': self,
    'connect-src': self,
    ...COMMON_DIRECTIVES,
    ...(isHttps(settings) ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * A remote's own pages: its standalone index.html (development builds), which loads only its own files and calls
 * /api on its own origin.
 */
export function remotePagePolicy(settings: SecuritySettings): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(settings.development ? ["'unsafe-eval'"] : [])],
    'style-src': STYLE_SRC,
    'img-src': ["'self'", 'data:'],
    ...COMMON_DIRECTIVES,
    ...(isHttps(settings) ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** A script's CSP hash: sha256 of the exact text between its tags. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^\s*type\s*=\s*["']?(?:text\/javascript|application\/javascript|module)["']?\s*$/i;

/** The hashes of the scripts a page runs inline (not those with a src, nor data blocks such as application/json). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?[^"'\s>]*["']?/i.exec(attributes)?.[0];
    if (type !== undefined && !JS_TYPE.test(type)) continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

/** What a file holds, read again only when it changed (a rebuilt dist is served without a restart). */
function onChange<T>(file: string, read: (text: string) => T, missing: T): () => Promise<T> {
  let kept: { stamp: string; value: T } | null = null;
  return async () => {
    const found = await stat(file).catch(() => null);
    if (!found) return missing;
    const stamp = `${found.mtimeMs}:${found.size}`;
    if (kept?.stamp !== stamp) kept = { stamp, value: read(await readFile(file, 'utf8')) };
    return kept.value;
  };
}

/**
 * The inline scripts a page of the shell may run: those of its built index.html, and those its build lists for a
 * page drawn on the server (server/inline-scripts.json, build/webpack.mjs). Both are the shell's build output on
 * this server's disk; nothing is hashed from the page being sent, so a script injected into it never runs.
 */
export function shellScriptHashes(shellDir: string): () => Promise<string[]> {
  const indexScripts = onChange(path.join(shellDir, 'index.html'), inlineScriptHashes, []);
  const drawnScripts = onChange(
    path.join(shellDir, 'server', 'inline-scripts.json'),
    (text) => {
      const json: unknown = JSON.parse(text);
      const listed = isObject(json) && Array.isArray(json.scriptSrc) ? json.scriptSrc : [];
      return listed.filter(
        (hash): hash is string => typeof hash === 'string' && /^'sha256-[\w+/=]+'$/.test(hash),
      );
    },
    [],
  );
  return async () => [...new Set([...(await indexScripts()), ...(await drawnScripts())])];
}
