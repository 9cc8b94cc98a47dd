import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const requireNode = createRequire(__filename);

/**
 * The Node modules a server entry may require: what the shop's entries use to draw a page (ADR 033), namely HTTP to
 * the API (axios's Node adapter and its proxy and redirect helpers: http, https, http2, net, tls, url, zlib,
 * stream, events, util, assert), React DOM's server renderer (async_hooks, crypto, stream, util), and the
 * terminal checks of its debug logging (os, tty). Not the file system, processes, workers, vm or the module
 * loader: an entry draws HTML from API answers and needs none of them.
 */
export const ENTRY_BUILTINS: ReadonlySet<string> = new Set([
  'assert',
  'async_hooks',
  'buffer',
  'crypto',
  'events',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'querystring',
  'stream',
  'string_decoder',
  'timers',
  'tls',
  'tty',
  'url',
  'util',
  'zlib',
]);

/**
 * Modules an entry's bundle requires as it loads but never calls while drawing: form-data (under axios) takes `fs`
 * for file uploads. The entry gets a stand-in that refuses any use, so loading works and reading a file does not.
 */
const LOADED_NOT_USED: ReadonlySet<string> = new Set(['fs']);

const refused = (id: string): object =>
  new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`a server entry may not use '${id}' (it read '${String(key)}')`);
      },
    },
  );

/** A server entry bundles everything it uses but Node's own modules (build/webpack.mjs); it is given some of those. */
function requireBuiltin(request: string): unknown {
  const id = request.startsWith('node:') ? request.slice('node:'.length) : request;
  if (ENTRY_BUILTINS.has(id)) return requireNode(`node:${id}`);
  if (LOADED_NOT_USED.has(id)) return refused(id);
  throw new Error(`a server entry may not require '${request}' (ADR 033)`);
}

/**
 * Takes away the ways to Node's other modules that a worker's globals offer, before any entry runs: the worker is
 * started from evaluated text, which leaves `require` and `module` on globalThis, and `process.getBuiltinModule`
 * (Node 20.16) and `process.binding` hand out any built-in module. The worker's own modules are all loaded by then
 * (drawing-worker.ts calls this once they are). `vm` is still no security boundary (ADR 020); this keeps an entry
 * to what ENTRY_BUILTINS gives it by ordinary means, and the pins (ADR 033) decide which code runs at all.
 */
export function closeModuleAccess(): void {
  for (const name of ['require', 'module', 'exports', '__filename', '__dirname'])
    Reflect.deleteProperty(globalThis, name);
  for (const name of ['getBuiltinModule', 'binding', '_linkedBinding', 'dlopen'])
    Reflect.deleteProperty(process, name);
}

/**
 * Evaluates a server entry, a CommonJS bundle, as Node would load it from `filename`, and answers its exports. It is
 * compiled as a function of its own (vm.compileFunction, not text pasted into a wrapper), so nothing in it can
 * reach outside its module; it can require only the built-in modules above, and import() nothing. It runs in the
 * drawing worker (drawing-worker.ts), never in the thread that serves the shop.
 */
export function evaluateServerEntry(code: string, filename: string): unknown {
  const module: { exports: unknown } = { exports: {} };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
  });
  run(module.exports, requireBuiltin, module, filename, path.dirname(filename));
  return module.exports;
}
