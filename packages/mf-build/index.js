'use strict';
/**
 * Webpack 5 + Module Federation config factory for the shell (host) and the five remotes.
 * Plain CommonJS so every `webpack.config.js` can require it without a loader.
 *
 * webpack is pinned to ~5.110.3: 5.111 fails federated builds that hash file names
 * (webpack#22199, module-federation/core#5077) and 5.112 moved the webpack/lib files that
 * @module-federation/enhanced 2.9 requires.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Shared singletons (DESIGN.md 5). Each key is an import request; `pkg` is the package whose
 * version it carries. Deep entry points are listed because the JSX runtime and react-dom/client
 * are imported directly: leaving them out would bundle a second React/emotion copy.
 */
const SHARED = [
  { request: 'react', pkg: 'react' },
  { request: 'react/jsx-runtime', pkg: 'react' },
  { request: 'react-dom', pkg: 'react-dom' },
  { request: 'react-dom/client', pkg: 'react-dom' },
  { request: '@emotion/react', pkg: '@emotion/react' },
  { request: '@emotion/react/jsx-runtime', pkg: '@emotion/react' },
  { request: 'i18next', pkg: 'i18next' },
  { request: 'react-i18next', pkg: 'react-i18next' },
  { request: '@clinic/platform', pkg: '@clinic/platform' },
  // The platform's staff-only entry (the staff session): one copy too, loaded only by the parts that import it.
  { request: '@clinic/platform/staff', pkg: '@clinic/platform' },
  // Not `@clinic/platform/version-check`: each remote bundles its own, with the platform version it was built against.
];

/** One share strategy for host and remotes: reuse whatever copy is already loaded. */
const SHARE_STRATEGY = 'loaded-first';

/**
 * Build-time options of the federation runtime for host and remotes: the pages only run in a browser,
 * so `target: 'web'` lets the minifier drop the runtime's Node.js script loading (ENV_TARGET).
 */
const FEDERATION_OPTIMIZATION = { target: 'web' };

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersionOf(dir, pkg) {
  return readJson(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;
}

/** The version range `dir/package.json` declares for `pkg`, else `^<installed version>`. */
function requiredVersionOf(dir, pkg) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies }[pkg];
  return declared || `^${installedVersionOf(dir, pkg)}`;
}

/**
 * The platform versions a build built against `version` works with: additive changes bump the platform's minor
 * version, so its major with at least its minor (README, "Deploying one remote alone"). With a shared copy outside
 * it the federation runtime warns, and the remote's own check (`@clinic/platform/version-check`) shows why in its area.
 */
function platformRange(version) {
  const [major, minor] = version.split('.').map(Number);
  return `>=${major}.${minor}.0 <${major + 1}.0.0`;
}

function sharedConfig(dir, { eager }) {
  const shared = {};
  for (const { request, pkg } of SHARED) {
    shared[request] = {
      singleton: true,
      eager,
      requiredVersion: pkg === '@clinic/platform' ? platformRange(installedVersionOf(dir, pkg)) : requiredVersionOf(dir, pkg),
      // Explicit because deep entry points (e.g. @emotion/react/jsx-runtime) carry a versionless package.json.
      version: installedVersionOf(dir, pkg),
      packageName: pkg,
    };
  }
  return shared;
}

/** TS/TSX (including the `@clinic/*` workspace sources) through swc; emotion's JSX runtime. */
function moduleRules() {
  return [
    {
      test: /\.[cm]?tsx?$/,
      // Workspace packages are symlinked and resolve to their real path outside node_modules;
      // the @clinic clause keeps them transpiled should symlinks ever be left unresolved.
      exclude: (file) => file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}@clinic${path.sep}`),
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2020',
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          },
          sourceMaps: true,
        },
      },
    },
    // Library stylesheets (react-datepicker, leaflet): injected as <style> by the chunk that imports them,
    // so a lazily loaded component brings its CSS along and the initial bundle stays without it.
    {
      test: /\.css$/,
      use: [require.resolve('style-loader'), { loader: require.resolve('css-loader'), options: { importLoaders: 0 } }],
    },
    // Images a stylesheet refers to (e.g. leaflet's marker and layer icons) are emitted as hashed files.
    { test: /\.(png|gif|jpe?g|svg|webp)$/i, type: 'asset/resource' },
  ];
}

function baseConfig({ name, dir }) {
  return {
    mode: 'production',
    context: dir,
    target: ['web', 'es2020'],
    devtool: 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '...'] },
    module: { rules: moduleRules() },
    performance: { hints: false },
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      // Every chunk's hash is listed in the runtime each page loads: 10 hex digits are unique enough.
      hashDigestLength: 10,
      uniqueName: name,
      clean: true,
    },
    stats: 'errors-warnings',
    // react-datepicker looks for its optional date-fns-tz peer with a computed require on purpose
    // (react-datepicker#6154); the failed lookup is caught and the picker works without time zones.
    ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency: the request of a dependency is an expression/ }],
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset beside it (`main.js.br`,
 * `main.js.gz`), which the gateway serves to browsers that accept them: 10-20% fewer bytes than
 * brotli at the quality a server can afford per response, and no compression work per request.
 */
function precompressedCopies() {
  const test = /\.(js|css|html|json|svg|ico)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * A remote: container `remoteEntry.js` + `mf-manifest.json` in `<dir>/dist/`, exposing `./app`
 * (the single-spa lifecycles). `publicPath: 'auto'` makes chunks load relative to wherever
 * remoteEntry.js was fetched from, so the build can be served under any origin or path.
 */
function createRemoteConfig({ name, dir, exposes = { './app': './src/lifecycles.tsx' } }) {
  if (!name || !dir) throw new Error('createRemoteConfig needs { name, dir }');
  const base = baseConfig({ name, dir });
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // The default `var` library cannot carry a hyphenated name (`mfe-public`): no remoteEntry
        // is emitted. `global` assigns globalThis['mfe-public'], which the manifest names.
        library: { type: 'global', name },
        exposes,
        shared: sharedConfig(dir, { eager: false }),
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        dts: false,
        // The host's federation runtime (runtime-core) is used: a page loads one runtime however many remotes it shows.
        experiments: { externalRuntime: true, optimization: FEDERATION_OPTIMIZATION },
      }),
      ...precompressedCopies(),
    ],
  };
}

/**
 * The runtime plugin that offers the host's federation runtime (runtime-core) to the remotes, which
 * are built without their own copy (`experiments.externalRuntime`). What `provideExternalRuntime`
 * adds, but its ES module build: the CommonJS one requires runtime-core's CommonJS build and so put
 * a second copy of the runtime beside the ES module one the bundler runtime uses.
 */
function externalRuntimeProvider() {
  return path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');
}

/** A chunk the entry loads straight away: the startup chunk (`import('./bootstrap')`) or a shared module's. */
function loadedByEntry(chunk) {
  return [...chunk.groupsIterable].some((group) => group.getParents().some((parent) => parent.isInitial()));
}

/**
 * Shared packages the host's pages start with, by family: each family's provided modules (react and
 * react/jsx-runtime, react-dom and react-dom/client, @emotion/react and its JSX runtime) and what they
 * import go into one chunk. Without this every entry point and their common part is a chunk of its own:
 * the home page started with 16 scripts, most under 2 KB, and over HTTP/1.1's six connections per host
 * each wave of small requests costs a round trip.
 */
const SHARED_FAMILIES = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  emotion: /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|@babel[\\/]runtime|stylis|hoist-non-react-statics)[\\/]/,
  i18n: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
};

function sharedFamilyGroups() {
  return Object.fromEntries(
    Object.entries(SHARED_FAMILIES).map(([family, test]) => [
      `shared-${family}`,
      { test, name: `shared-${family}`, chunks: 'async', enforce: true, priority: 20 },
    ]),
  );
}

/**
 * The host's split chunks. `@clinic/platform` is a shared module: the host's copy loads as a chunk
 * group of its own from the entry, beside the host's startup chunk. `@clinic/contracts` is not shared,
 * so a contracts module that both the host's startup code and the platform import (the route table,
 * the languages) sat in both chunks, and every page downloaded it twice. Such a module goes, however
 * small, into one chunk that both load. Only the chunks the entry loads are considered: contracts
 * modules shared with lazy chunks (sign-in, account pages) stay where they are, so the platform's
 * chunk keeps its contracts inside and the home page loads no more chunks than before.
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      ...sharedFamilyGroups(),
      contracts: {
        test: /[\\/]packages[\\/]contracts[\\/]/,
        chunks: loadedByEntry,
        minChunks: 2,
        minSize: 0,
        priority: 10,
        reuseExistingChunk: true,
      },
    },
  };
}

/**
 * The host's scripts every page runs before its first render: the startup chunk (`import('./bootstrap')`)
 * and, followed through the shared modules they use, the chunks of the host's copies of those modules
 * (loaded-first: on a page's start only the host's copies are loaded). Without a preload the browser
 * finds them one wave after another, each once the previous has run.
 */
function startupScriptFiles(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const originOf = (group, type) => group.origins.find((o) => o.module && o.module.constructor.name === type);
  const provided = new Map();
  for (const group of entry.getChildren()) {
    const origin = originOf(group, 'ProvideSharedModule');
    if (origin) provided.set(origin.module._name, group);
  }
  const bootstrap = entry.getChildren().find((group) => group.origins.some((o) => o.request === './bootstrap'));
  const files = new Set();
  const queue = bootstrap ? [bootstrap] : [];
  const seen = new Set();
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const child of group.getChildren()) {
      const consume = originOf(child, 'ConsumeSharedModule');
      const host = consume && provided.get(consume.module.options.shareKey);
      if (host) queue.push(host);
    }
  }
  return [...files].sort();
}

/** The JavaScript files of the chunks named `names` (e.g. a language's texts, `texts-platform-en`). */
function namedChunkFiles(compilation, names) {
  return [...compilation.chunks].filter((chunk) => names.includes(chunk.name)).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * `<link rel="preload" as="script">` in the page's head for each of startupScriptFiles and of the
 * chunks named `chunkNames`, and the entry script fetched at high priority: a deferred script is
 * otherwise fetched last, after the preloads, yet it is the one that starts loading the page's remote.
 */
class PreloadStartupScriptsPlugin {
  constructor(chunkNames = []) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = [...startupScriptFiles(compilation), ...namedChunkFiles(compilation, this.chunkNames)];
        const links = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The host: `src/index.ts` (which must use no shared module, only `import('./bootstrap')`, the async
 * boundary the non-eager shared modules need) into `<dir>/dist/` with `index.html` from `src/index.html`, and
 * `src/favicon.ico` (when there is one) as `/favicon.ico`, linked from the page, and preloads of the
 * scripts the page runs before its first render (startupScriptFiles) and of the chunks named
 * `preloadChunks` (loaded on start by code the entry cannot see, e.g. the start language's texts).
 * No static remotes: the shell registers them at run time from `/mfe/remotes.json`.
 */
function createHostConfig({ name, dir, publicPath = '/', preloadChunks = [] }) {
  if (!name || !dir) throw new Error('createHostConfig needs { name, dir }');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const base = baseConfig({ name, dir });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: { ...base.output, publicPath },
    optimization: { splitChunks: hostSplitChunks() },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedConfig(dir, { eager: false }),
        shareStrategy: SHARE_STRATEGY,
        manifest: false,
        dts: false,
        runtimePlugins: [externalRuntimeProvider()],
        experiments: { optimization: FEDERATION_OPTIMIZATION },
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src/index.html'),
        scriptLoading: 'defer',
        favicon: fs.existsSync(path.join(dir, 'src/favicon.ico')) ? path.join(dir, 'src/favicon.ico') : undefined,
      }),
      new PreloadStartupScriptsPlugin(preloadChunks),
      ...precompressedCopies(),
    ],
  };
}

module.exports = { createRemoteConfig, createHostConfig, sharedConfig, platformRange, SHARED, SHARE_STRATEGY };
