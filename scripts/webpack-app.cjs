/**
 * The one webpack configuration of the five browser apps (shell, mf-admin, mf-reports, mf-hr, mf-app).
 * Each app's webpack.config.js calls `createAppConfig({...})` with what differs: its federation name, what it
 * exposes, which `@groundwork/shared/<sub>` entries it uses, and extra plugins.
 *
 * - TypeScript is compiled by swc-loader, also for `shared/src` (resolved through the `source` export condition).
 * - Minified with SWC through webpack's own minimizer plugin (2.5 to 3 times faster than terser on two cores).
 * - Federation: strict singletons for react, react-dom (and subpaths), react-router-dom (only the names scripts/react-router-shared.mjs lists), styled-components,
 *   zustand, @lingui/core and @lingui/react, and the shared workspace entries the app uses, each requiring
 *   `^MAJOR.MINOR.0` of the version the app was built with (`sharedRange`). Nothing else is shared.
 * - Each app's version is its package.json's: in a remote's mf-manifest.json (metaData.buildInfo.buildVersion) and
 *   in the code as process.env.APP_VERSION.
 * - Production builds hold a brotli (.br) and a gzip (.gz) copy of every text file above 1 KB beside it, served by
 *   content negotiation (backend static hosting; docs/deploy.md for other hosts).
 * - APP_PACKAGE_JSON=<file> builds as if the app's package.json were that file (its version and dependency
 *   versions): how the browser tests build a remote of another version, with `--output-path` to a temp folder.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { sharedRange } = require('./shared-range.cjs');

const ROOT = path.resolve(__dirname, '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');

/**
 * The module federation version this build uses (dist/src/index.js -> the package folder): the shell checks that a
 * remote's manifest was built with the same one, since the remotes run on the shell's runtime (externalRuntime).
 */
const FEDERATION_VERSION = JSON.parse(
  fs.readFileSync(path.join(require.resolve('@module-federation/enhanced'), '..', '..', '..', 'package.json'), 'utf8'),
).version;

const REACT_ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};
/** The names of React Router the apps use: shared as 'react-router-dom' instead of the whole package. */
const REACT_ROUTER_SHARED = { 'react-router-dom$': path.join(__dirname, 'react-router-shared.mjs') };

/**
 * Every entry of @groundwork/shared that may be shared; an app lists the ones it imports.
 * `records` and `query` are deliberately absent: they use @tanstack/react-query, which each app bundles with its own
 * query client.
 */
const SHARED_WORKSPACE_ENTRIES = ['domain', 'validation', 'i18n', 'i18n/react', 'api', 'session', 'ui', 'ui/overlays', 'ui/dates', 'ui/table'];

/** Third-party singletons: [share key, package whose version is required]. */
const SINGLETON_LIBS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // 'react-router-dom' is scripts/react-router-shared.mjs (the names the apps use); react-router itself is not shared
  // whole, only through it.
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['zustand', 'zustand'],
  // The translation runtime: one i18n instance and one React context per page, so every remote follows the shell's
  // language (@groundwork/shared/i18n holds the instance).
  ['@lingui/core', '@lingui/core'],
  ['@lingui/react', '@lingui/react'],
];

/** The app's package.json, or the one APP_PACKAGE_JSON names (a build "as if", for compatibility tests). */
function appPackage(appDir) {
  const file = process.env.APP_PACKAGE_JSON ? path.resolve(process.env.APP_PACKAGE_JSON) : path.join(appDir, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function sharedConfig(pkg, sharedEntries) {
  const deps = pkg.dependencies || {};
  const share = (lib) => ({
    singleton: true,
    strictVersion: true,
    // What this build provides is the version it declares (exact pins: the one installed).
    version: deps[lib],
    requiredVersion: sharedRange(pkg.name, lib, deps[lib]),
  });
  const shared = {};
  for (const [key, lib] of SINGLETON_LIBS) {
    if (!deps[lib]) throw new Error(`${pkg.name}: ${lib} must be a dependency to be shared`);
    shared[key] = share(lib);
  }
  for (const entry of sharedEntries) {
    if (!SHARED_WORKSPACE_ENTRIES.includes(entry)) throw new Error(`Unknown @groundwork/shared entry: ${entry}`);
    shared[`@groundwork/shared/${entry}`] = share('@groundwork/shared');
  }
  return shared;
}

/** Precompressed copies of the text files (not source maps, which only developer tools fetch). */
const COMPRESSIBLE_ASSETS = /\.(js|css|html|json|svg|txt)$/;
function precompressPlugins() {
  const common = { test: COMPRESSIBLE_ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * How a browser app's files are compiled, minified and resolved (TypeScript by swc, @groundwork/shared from its
 * sources): the apps' configurations and the shell's sign-in page (shell/webpack.config.js) share it.
 */
function compileSettings(appDir, production) {
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // `source` first: @groundwork/shared/* compiles from its TypeScript sources.
      conditionNames: ['source', '...'],
      // React Router 7 resolves to its development build by default; production builds take its production files.
      alias: { ...REACT_ROUTER_SHARED, ...(production ? REACT_ROUTER_PRODUCTION : {}) },
    },
    module: {
      rules: [
        {
          // Packages in node_modules that also publish a `source` condition (@react-aria/*, imported by Headless UI)
          // keep their built files: the `source` condition is for @groundwork/shared only.
          include: /[\\/]node_modules[\\/]/,
          resolve: { conditionNames: ['webpack', production ? 'production' : 'development', 'browser', 'import', 'require', 'module', 'default'] },
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          include: [path.join(appDir, 'src'), SHARED_SRC],
          // A name missing from a module (e.g. from scripts/react-router-shared.mjs) fails the build.
          parser: { exportsPresence: 'error' },
          use: {
            loader: 'swc-loader',
            options: {
              swcrc: false,
              sourceMaps: true,
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
              module: { type: 'es6' },
            },
          },
        },
      ],
    },
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } },
        }),
      ],
      splitChunks: {
        cacheGroups: {
          domain: { test: /[\\/]shared[\\/]src[\\/]domain[\\/]/, chunks: 'async', minChunks: 2, minSize: 0, priority: 10, name: 'domain' },
        },
      },
    },
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its package.json and src/ live there)
 * @param {string} options.name federation name, an identifier (mf_admin, not mf-admin)
 * @param {'host'|'remote'} options.kind the shell is the host; the feature apps are remotes
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string[]} options.sharedEntries the @groundwork/shared entries the app imports
 * @param {number} options.devPort webpack-dev-server port
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins] extra plugins
 */
function createAppConfig({ appDir, name, kind, exposes, sharedEntries, devPort, plugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = appPackage(appDir);
    // The federation plugin writes this into mf-manifest.json (it would read the app's own package.json otherwise).
    process.env.MF_BUILD_VERSION = pkg.version;
    return {
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, 'dist'),
        // The shell is served at "/"; a remote finds its own location from its manifest URL.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      ...compileSettings(appDir, production),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          // Remotes are registered at run time from /config.json, never baked into a build.
          remotes: {},
          shared: sharedConfig(pkg, sharedEntries),
          // Use what is already loaded: the host does not fetch every remote's entry to compare versions.
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides its copy on a global and each remote's entry uses it
          // instead of carrying its own (93 KB a remote, evaluated on a phone before any of the remote's screens).
          // A remote therefore needs the shell's @module-federation major: they are built from one lock file.
          experiments: kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true },
          manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
        }),
        new DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(pkg.version),
          'process.env.FEDERATION_VERSION': JSON.stringify(FEDERATION_VERSION),
        }),
        ...(production ? precompressPlugins() : []),
        ...plugins,
      ],
      devServer: {
        port: devPort,
        historyApiFallback: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: kind === 'host'
          ? [{ context: ['/api', '/auth', '/config.json', '/remotes', '/health'], target: process.env.BACKEND_URL || 'http://localhost:3000' }]
          : [],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, compileSettings, precompressPlugins, SHARED_WORKSPACE_ENTRIES };
