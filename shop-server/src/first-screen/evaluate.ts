import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const requireNode = createRequire(__filename);

/** A server entry bundles everything it uses but Node's own modules (build/webpack.mjs); it is given only those. */
function requireBuiltin(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a server entry may require only Node's own modules, not '${id}'`);
  return requireNode(id);
}

/**
 * Evaluates a server entry, a CommonJS bundle, as Node would load it from `filename`, and answers its exports. It is
 * compiled as a function of its own (vm.compileFunction, not text pasted into a wrapper), so nothing in it can
 * reach outside its module; it can require only Node's built-in modules, and import() nothing. It runs in the
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
