// Pages whose first screen is drawn on the server (ADR 018), composed by the shop's HTML server.
//
// For a page a remote owns, the shell's server entry (dist/server/render-page.cjs) names the remote; the remote's
// mf-manifest.json (found through remotes.json, as the browser finds it) names its server entry
// (`metaData.firstScreen`), which is fetched from the remote's origin, so a remote deployed alone brings its new
// server code with it. The remote draws the first screen from the API as this shopper, and the shell draws its
// frame around it. Anything that fails, or takes longer than the time allowed, gives null: the page is then sent as
// it is without a first screen, and the browser draws it as it always did.
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const require = createRequire(import.meta.url);

/** How long a page waits for its first screen before it goes without one. */
const FIRST_SCREEN_TIMEOUT_MS = 400;
/** A manifest or a server entry that does not answer in this time is given up for this page. */
const FETCH_TIMEOUT_MS = 2_000;
/** Server entries kept in memory (each about 1 MB): the current build of each remote, and one it replaced. */
const KEPT_ENTRIES = 8;

/**
 * @typedef {{ remote: string, call: string, key: string, value: unknown }} HandedAnswer
 * @typedef {{ html: string, answer: HandedAnswer }} FirstScreen
 * @typedef {{ url: string, cookie: string | null, apiOrigin: string, shopOrigin: string, clientIp: string | null }}
 *   FirstScreenRequest
 * @typedef {{ renderFirstScreen: (request: FirstScreenRequest) => Promise<FirstScreen | null> }} RemoteEntry
 * @typedef {{
 *   firstScreenOwner: (pathname: string) => string | null,
 *   renderPage: (page: { url: string, indexHtml: string, firstScreen: FirstScreen }) => string | null,
 * }} ShellEntry
 */

/**
 * A CommonJS bundle evaluated in this process, as Node would load it from a file. Only Node's own modules can be
 * required from it: a server entry bundles everything else.
 * @param {string} code
 * @param {string} filename
 * @returns {unknown}
 */
function evaluateBundle(code, filename) {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  );
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

/** @param {string} url */
async function fetchOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @returns {Promise<T | null>}
 */
function within(work, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * @param {object} options
 * @param {string} options.shellDir The shell's dist folder (index.html, remotes.json, server/render-page.cjs).
 * @param {string} options.apiOrigin Where the remotes' server entries call the API.
 * @param {() => Promise<Record<string, string>>} options.remotes Where each remote's manifest lives (remotes.json).
 * @param {number} [options.timeoutMs]
 * @param {(message: string) => void} [options.log] Told once per distinct failure (a page still goes out).
 */
export function firstScreenComposer({
  shellDir,
  apiOrigin,
  remotes,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  log = (message) => console.warn(message),
}) {
  const shellEntryFile = path.join(shellDir, 'server', 'render-page.cjs');
  /** @type {{ stamp: string, entry: Promise<ShellEntry> } | null} */
  let shell = null;
  /** @type {Map<string, Promise<RemoteEntry>>} */
  const entries = new Map();
  const told = new Set();
  /** @param {unknown} error */
  const tell = (error) => {
    const message = `A first screen was not drawn: ${error instanceof Error ? error.message : String(error)}`;
    if (told.has(message)) return;
    told.add(message);
    log(message);
  };

  /** The shell's server entry, read again when a rebuild replaced the file; null for a shell built without one. */
  async function shellEntry() {
    const found = await stat(shellEntryFile).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!found) return null;
    const stamp = `${found.mtimeMs}:${found.size}`;
    if (shell?.stamp !== stamp) {
      const entry = readFile(shellEntryFile, 'utf8').then(
        (code) => /** @type {ShellEntry} */ (evaluateBundle(code, shellEntryFile)),
      );
      shell = { stamp, entry };
      entry.catch(() => {
        if (shell?.entry === entry) shell = null;
      });
    }
    return shell.entry;
  }

  /**
   * The remote's current server entry, or null when its build has none. The file's name carries its content's
   * hash, so one fetched is kept for as long as a manifest names it.
   * @param {string} remote
   * @param {string} shopOrigin What a relative address in remotes.json is relative to.
   */
  async function remoteEntry(remote, shopOrigin) {
    const listed = (await remotes())[remote];
    if (typeof listed !== 'string') return null;
    const manifestUrl = new URL(listed, shopOrigin).href;
    const manifest = /** @type {{ metaData?: { firstScreen?: unknown, publicPath?: string } } | null} */ (
      await (await fetchOk(manifestUrl)).json()
    );
    const file = manifest?.metaData?.firstScreen;
    if (typeof file !== 'string') return null;
    const publicPath = manifest?.metaData?.publicPath;
    const base =
      publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
    const entryUrl = new URL(file, base).href;
    let entry = entries.get(entryUrl);
    if (!entry) {
      entry = fetchOk(entryUrl)
        .then((response) => response.text())
        .then((code) => /** @type {RemoteEntry} */ (evaluateBundle(code, entryUrl)));
      entries.set(entryUrl, entry);
      entry.catch(() => entries.delete(entryUrl));
      while (entries.size > KEPT_ENTRIES) entries.delete(/** @type {string} */ (entries.keys().next().value));
    }
    return entry;
  }

  /**
   * @param {{ url: string, cookie: string | null, clientIp: string | null, shopOrigin: string }} request
   * @returns {Promise<string | null>}
   */
  async function draw({ url, cookie, clientIp, shopOrigin }) {
    const pathname = new URL(url, shopOrigin).pathname;
    const page = await shellEntry();
    const owner = page?.firstScreenOwner(pathname);
    if (!page || !owner) return null;
    const remote = await remoteEntry(owner, shopOrigin);
    if (!remote) return null;
    const firstScreen = await remote.renderFirstScreen({ url, cookie, apiOrigin, shopOrigin, clientIp });
    if (!firstScreen) return null;
    const indexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8');
    return page.renderPage({ url, indexHtml, firstScreen });
  }

  return {
    /**
     * The page with its first screen, or null (no first screen for this page, a failure, or too late).
     * @param {{ url: string, cookie: string | null, clientIp: string | null, shopOrigin: string }} request
     */
    async compose(request) {
      const drawing = draw(request);
      // A failure after the page has gone without a first screen is still told, once.
      drawing.catch(tell);
      try {
        return await within(drawing, timeoutMs);
      } catch {
        return null;
      }
    },
    /**
     * Loads the shell's server entry and every listed remote's ahead of the first page: fetching and evaluating a
     * remote's (about 1 MB) takes longer than a page may wait, so a new server's first shopper would otherwise get
     * the page without its first screen. Never fails: what cannot be loaded now is loaded by the page that needs it.
     * @param {string} shopOrigin The shell origin's own address (relative addresses in remotes.json).
     */
    async warm(shopOrigin) {
      await shellEntry().catch(() => undefined);
      const listed = await remotes().catch(() => ({}));
      await Promise.all(
        Object.keys(listed).map((remote) => remoteEntry(remote, shopOrigin).catch(() => undefined)),
      );
    },
  };
}
