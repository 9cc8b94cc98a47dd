// One webpack shape for the shell and every remote, so a person who knows one build knows all five.
// Each package's webpack.config.mjs calls shellConfig() or remoteConfig() with what is its own.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { build } from 'esbuild';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteIn, remotes } from './remotes.mjs';
import { standaloneDevServer } from './standalone-dev-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Everything that must exist once on the page. Each is its own singleton (react-dom/client and the jsx runtimes too,
 * or a remote silently bundles a second React DOM and React 19 throws #527). Versions come from the packages
 * installed, so a remote built against another minor still shares instead of loading its own copy.
 */
const singletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'jotai',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@emotion/styled',
  '@emotion/cache',
  'single-spa',
  '@gemstore/shared',
];
// react-router is not in this list on purpose: it reaches every build through @gemstore/shared's router module,
// tree-shaken, and so is still evaluated once per page (ADR 014). The React-free subpaths of shared
// (/validation, /taxonomy, /links, /routes, /shop) are stateless and are bundled where used.

/**
 * The version of `request`'s package a build in `dir` gets. `@gemstore/shared` is looked for as node would from
 * `dir` first (a team's remote may install its own release of the contract; the shared-contract journey builds one
 * so), then the workspace's.
 */
function installedVersion(request, dir = root) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  if (name === '@gemstore/shared') {
    for (let folder = dir; ; folder = path.dirname(folder)) {
      const file = path.join(folder, 'node_modules', '@gemstore', 'shared', 'package.json');
      if (existsSync(file)) return readJson(file).version;
      if (folder === root || path.dirname(folder) === folder) break;
    }
    return readJson(path.join(root, 'shared', 'package.json')).version;
  }
  return readJson(path.join(root, 'node_modules', name, 'package.json')).version;
}

/**
 * The shared contract is refused, not bent: a remote whose `@gemstore/shared` the shell does not satisfy fails to
 * load and shows its fallback (ADR 054; the shell says why before the runtime gets this far). For the libraries the
 * runtime's warning stays a warning, as before.
 */
const strictlyVersioned = new Set(['@gemstore/shared']);

/**
 * Singletons that only some pages use, never eager: the shell provides them (page-singletons.ts), so every remote
 * takes one copy per page, without carrying them in its main.js to pages that have no use for them. They are the
 * shop's own entries over a library (TanStack Query behind the data layer, ADR 021; Radix's dialog behind the shop's
 * dialog, ADR 023; single-spa-react behind mountRemote, ADR 057) rather than the library itself: a shared module is
 * never tree-shaken, and these entries keep only what the shop uses of it. Remotes import the libraries only through
 * them (lint).
 */
const pageSingletons = [
  '@gemstore/shared/data',
  '@gemstore/shared/dialog',
  '@gemstore/shared/forms',
  '@gemstore/shared/mount',
];

/**
 * Lucide's icon factory, the module every icon is made with, and with it the drawing code behind it (about 1.2 KB gzip).
 * Each icon stays in the build that uses it; the factory is the shell's, shared like a singleton, so a page carries
 * it once rather than once per build. Matched where lucide's own icons import it, inside node_modules (ADR 026).
 */
const iconFactory = ['lucide-react/dist/esm/createLucideIcon.mjs'];

/**
 * `eager`: the shell's, in its main.js. `fromShellOnly`: a production remote's, which takes each from the shell and
 * carries no copy of its own to fall back on (ADR 026): the shell always provides them, and the copies only made
 * remoteEntry.js list chunks no page ever loads.
 */
export function sharedSingletons({ eager = false, fromShellOnly = false, dir = root } = {}) {
  const shared = (request, isEager) => [
    request,
    {
      singleton: true,
      eager: isEager,
      ...(fromShellOnly ? { import: false } : {}),
      requiredVersion: `^${installedVersion(request, dir)}`,
      version: installedVersion(request, dir),
      ...(strictlyVersioned.has(request) ? { strictVersion: true } : {}),
    },
  ];
  return Object.fromEntries([
    ...singletons.map((request) => shared(request, eager)),
    ...pageSingletons.map((request) => shared(request, false)),
    ...iconFactory.map((request) => {
      const [key, options] = shared(request, eager);
      return [key, { ...options, allowNodeModulesSuffixMatch: true }];
    }),
  ]);
}

/**
 * Production files also written compressed, Brotli at its highest level and gzip at 9, as a CDN would serve them
 * (@gemstore/shop-server sends them as they are): on a slow phone every kilobyte before the first picture counts
 * (ADR 017), and compressing on each request can only afford a fast, weaker level. remotes.json is left out: it is
 * edited where the shell is deployed, and a stale compressed copy would win over the edit.
 */
function precompressed() {
  const test = /\.(m?js|json|html|svg|txt)$/;
  const exclude = /(^|\/)remotes\.json$/;
  return [
    new CompressionPlugin({
      test,
      exclude,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      exclude,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

function baseConfig({ dir, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    // Maps are written but not named in the code (no sourceMappingURL comment): the shop serves them only when asked
    // to (ADR 033), and then says where they are with a SourceMap header (shop-server's origin-app.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Entry names stay plain: a [contenthash] in the entry name fails inside FederationRuntimeModule.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath,
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          // The shop's own packages ship TypeScript: a remote that installs its own release of @gemstore/shared
          // (not the workspace's link) compiles it like its own code.
          exclude: /node_modules[\\/](?!@gemstore[\\/])/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  react: { runtime: 'automatic', development: !production, importSource: '@emotion/react' },
                },
              },
            },
          },
        },
        // single-spa-react's ESM build hides require("react") in a try block; as an ES module webpack leaves it
        // alone and SingleSpaContext ends up null. Treat it as plain JavaScript so the require is resolved.
        { test: /[\\/]node_modules[\\/]single-spa-react[\\/]/, type: 'javascript/auto' },
        // Lucide's icons import their factory as a default export from a .mjs file. Once the factory is shared
        // (iconFactory), webpack hands a strict .mjs module the shared module's namespace as that default; read as
        // plain JavaScript, the import takes the namespace's default, the factory itself.
        { test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/, type: 'javascript/auto' },
        // zod, jitless: its JIT probes with new Function(""), which the pages' policy forbids (ADR 033).
        {
          test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/,
          use: path.join(root, 'build', 'zod-jitless-loader.cjs'),
        },
        { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote: its own origin, remoteEntry.js + mf-manifest.json, one exposed module with single-spa lifecycles, and
 * optionally a server entry (`firstScreen`, a path in the remote) that draws its pages' first screens (ADR 018).
 * Its federation name and port are the registry's (build/remote-registry.json, ADR 050), found by the name in
 * `dir`'s package.json: a package the registry does not list does not build.
 */
export function remoteConfig({ dir, exposes, firstScreen }, argv = {}) {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const { name, port } = remoteIn(dir);
  const config = baseConfig({ dir, mode, publicPath: 'auto' });
  return {
    ...config,
    // The standalone page's entry (src/index.ts → src/standalone.tsx, with the test shopper's tools) is for
    // development only: a production remote is only ever loaded by the shell, through remoteEntry.js, and carries
    // neither the page nor @gemstore/dev-harness (ADR 056). Should anything else import the harness, it is empty.
    ...(production
      ? { entry: {}, resolve: { ...config.resolve, alias: { '@gemstore/dev-harness': false } } }
      : {}),
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons({ fromShellOnly: mode === 'production', dir }),
        shareStrategy: 'loaded-first',
        manifest: firstScreen ? { additionalData: withFirstScreen(dir, firstScreen) } : true,
        dts: false,
        experiments: {
          // In production the federation runtime is the shell's (its runtime plugin provide-federation-runtime.mjs,
          // ADR 026): each remoteEntry.js would otherwise bring its own copy, about 10 KB gzip, to every page.
          // The standalone page (development) has no shell, so there each remote keeps its own.
          externalRuntime: mode === 'production',
          // The federation runtime without its Node code paths, and, since a remote never loads another remote
          // (lint keeps mf-* apart), without its code for loading remotes: a third smaller remoteEntry.js (ADR 017).
          optimization: { target: 'web', disableRemote: true },
        },
      }),
      ...(mode === 'production'
        ? precompressed()
        : [
            // The standalone page (npm run dev -w mf-<name>): the remote alone in a minimal host, for its team. Only
            // in development: a production build leans on the shell for the federation runtime and the shared
            // modules (ADR 026), so on its own it could not start. Scripts from the origin's root: with publicPath
            // 'auto' the page would ask /gemstones/main.js on a deep link.
            new HtmlWebpackPlugin({
              template: path.join(root, 'build', 'standalone.html'),
              title: `${name} (standalone)`,
              publicPath: '/',
            }),
          ]),
    ],
    devServer: standaloneDevServer(port),
  };
}

/**
 * The script files of the chunk named `chunkName` (`webpackChunkName`), by their paths from the site's root, for
 * index.html's head script to preload on the pages that need them (`pageCode`). A chunk the build does not have is a
 * mistake, and fails loudly.
 */
function pageScripts(compilation, chunkName) {
  const group = compilation.namedChunkGroups.get(chunkName);
  if (!group) throw new Error(`index.html names a page chunk '${chunkName}' the build does not have`);
  return group
    .getFiles()
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/** An import of `<entry>?inline-script` is the entry bundled as an inline script (inlineScript), as its text. */
const INLINE_SCRIPT_IMPORT = /\?inline-script$/;

/**
 * Bundles `entry` (its imports included) with esbuild, rebundled on every compilation with its sources watched, so
 * `npm run dev` picks up a change. Used for what must run outside webpack's runtime: inline scripts, server entries.
 */
async function bundle(entry, compilation, options) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    plugins: [inlineScriptImports(compilation)],
    ...options,
  });
  // An inline script's own sources are watched by its own bundle; its `inline-script:` input is no file.
  for (const input of Object.keys(result.metafile.inputs))
    if (!input.startsWith('inline-script:')) compilation.fileDependencies.add(path.resolve(root, input));
  return result.outputFiles[0].text;
}

/**
 * A script to inline in a page, bundled into one small function that runs as it is read. Every script the shop
 * inlines is built this way: the head script, written into index.html (`headScript`), and the scripts a page drawn
 * on the server carries, which its server entry imports as `./<entry>?inline-script` (inlineScriptImports). Inline,
 * a script runs as the document arrives instead of waiting for a request of its own.
 */
const inlineScript = async (entry, compilation) => {
  const text = (await bundle(entry, compilation, { format: 'iife', target: 'es2020' })).trim();
  inlinedScripts(compilation).add(cspHash(text));
  return text;
};

/** A script's hash as a Content-Security-Policy source ('sha256-…'), over the exact text between its tags. */
const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline scripts bundled by one compilation (inlineScript), for InlineScriptHashesPlugin. */
const inlined = new WeakMap();
function inlinedScripts(compilation) {
  if (!inlined.has(compilation)) inlined.set(compilation, new Set());
  return inlined.get(compilation);
}

/**
 * Writes dist/server/inline-scripts.json: the CSP hashes of the scripts a page drawn on the server carries inline
 * (the server entry imports them as `?inline-script`). @gemstore/shop-server lets a page run those and the inline
 * scripts of the shell's own index.html, which it hashes itself, and no other inline script (ADR 033). The list
 * comes from the shell's build, never from the page being sent: a script injected into a page is not in it.
 */
class InlineScriptHashesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the server entry (PROCESS_ASSETS_STAGE_ADDITIONAL) has bundled its inline scripts.
        { name: 'InlineScriptHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hashes = [...inlinedScripts(compilation)].sort();
          compilation.emitAsset(
            'server/inline-scripts.json',
            new sources.RawSource(`${JSON.stringify({ scriptSrc: hashes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** esbuild plugin: `import text from './entry?inline-script'` gives the entry's inline script (inlineScript). */
function inlineScriptImports(compilation) {
  return {
    name: 'inline-script',
    setup(esbuild) {
      esbuild.onResolve({ filter: INLINE_SCRIPT_IMPORT }, async ({ path: request, resolveDir, kind }) => {
        const found = await esbuild.resolve(request.replace(INLINE_SCRIPT_IMPORT, ''), { resolveDir, kind });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: found.path, namespace: 'inline-script' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'inline-script' }, async ({ path: entry }) => ({
        contents: await inlineScript(entry, compilation),
        loader: 'text',
      }));
    },
  };
}

/**
 * A server entry (ADR 018): the package's own components bundled whole for Node (React DOM's server renderer,
 * emotion, axios and the shared module included), so the shop's HTML server can load it with nothing installed
 * beside it.
 */
const serverBundle = (entry, compilation) =>
  bundle(entry, compilation, {
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
  });

/**
 * A remote's server entry, written under server/ with its content's hash in its name (a composer caches it for good;
 * the manifest, read on every page, names the current one) and named in mf-manifest.json as `metaData.firstScreen`,
 * with its sha384 as `metaData.firstScreenIntegrity`. shop-server serves server/ to its composer only (ADR 033).
 */
function withFirstScreen(dir, entry) {
  return async ({ stats, compilation }) => {
    const text = await serverBundle(path.join(dir, entry), compilation);
    const file = `server/first-screen.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.cjs`;
    // minimized: esbuild has minified it; webpack's Terser (which takes .cjs too) would rewrite it after its name and
    // integrity were taken from it, and the integrity the deployment pins would never match (ADR 033).
    compilation.emitAsset(file, new compilation.compiler.webpack.sources.RawSource(text), {
      minimized: true,
    });
    // The entry's integrity, SRI-style, for the shell's deployment to pin in its remotes.json (ADR 033). The
    // composer never takes it from this manifest: the server that serves the code cannot vouch for it.
    const firstScreenIntegrity = `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
    return { ...stats, metaData: { ...stats.metaData, firstScreen: file, firstScreenIntegrity } };
  };
}

/** The shell's server entry, written as dist/server/render-page.cjs, where @gemstore/shop-server looks for it. */
class ShellServerEntryPlugin {
  constructor(entry) {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellServerEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ShellServerEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.emitAsset(
            'server/render-page.cjs',
            new sources.RawSource(await serverBundle(this.entry, compilation)),
            { minimized: true }, // already minified by esbuild (withFirstScreen)
          );
        },
      );
    });
  }
}

/**
 * Writes remotes.json, where the shell finds each remote at run time (ADR 011): every registered remote on its own
 * port of this machine, as npm start and npm run dev serve them. A deployment edits the file in dist (or serves its
 * own); the build only gives the default, from the registry (ADR 050).
 */
class DefaultRemotesJsonPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DefaultRemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DefaultRemotesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const locations = Object.fromEntries(
            remotes.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]),
          );
          compilation.emitAsset(
            'remotes.json',
            new sources.RawSource(`${JSON.stringify(locations, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The shell: mounts remotes it learns about at run time from remotes.json, so it has no remotes at build time.
 * `headScript` (a path in the shell) is inlined in index.html where the template says `<%= headScript %>`; each
 * entry of `html` is another template parameter. `serverEntry` (a path in the shell) composes pages drawn on the
 * server (ADR 018).
 */
export function shellConfig({ dir, copy = [], headScript, serverEntry, html = {} }, argv = {}) {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ dir, mode, publicPath: '/' });
  return {
    ...config,
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons({ eager: true, dir }),
        shareStrategy: 'loaded-first',
        // Not fetched by anyone at run time: it lists which files hold the shared singletons, for the bench.
        manifest: true,
        dts: false,
        // The one federation runtime of the page, lent to every remote (externalRuntime above, ADR 026).
        runtimePlugins: [path.join(root, 'build', 'provide-federation-runtime.mjs')],
        // The federation runtime without its Node code paths (ADR 017).
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        // html-webpack-plugin's own parameters, plus the head script and the shell's own.
        templateParameters: async (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          headScript: headScript ? await inlineScript(path.join(dir, headScript), compilation) : '',
          pageCode: (chunkNames) =>
            JSON.stringify(
              Object.fromEntries(chunkNames.map((name) => [name, pageScripts(compilation, name)])),
            ),
          ...html,
        }),
      }),
      // public/ holds static files served as they are.
      new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }, ...copy] }),
      new DefaultRemotesJsonPlugin(),
      ...(serverEntry
        ? [new ShellServerEntryPlugin(path.join(dir, serverEntry)), new InlineScriptHashesPlugin()]
        : []),
      ...(mode === 'production' ? precompressed() : []),
    ],
  };
}
