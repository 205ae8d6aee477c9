const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { compileSettings, createAppConfig, precompressPlugins } = require('../scripts/webpack-app.cjs');

/**
 * Emits /sw.js: the list of the shell's own build files to precache, then the worker's sources (src/sw/remote-files.js,
 * src/sw/service-worker.js). The worker itself caches the feature apps that /config.json lists (see service-worker.js).
 */
const SW_SOURCES = ['src/sw/remote-files.js', 'src/sw/service-worker.js'];

class ServiceWorkerPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = [...Object.keys(compilation.assets), signIn.page]
            .filter((f) => !/\.(map|LICENSE\.txt)$/.test(f) && f !== 'index.html');
          const source = SW_SOURCES.map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\n');
          const version = compilation.fullHash || String(Date.now());
          const head = `self.__GW_PRECACHE = ${JSON.stringify(['/', ...files.map((f) => `/${f}`)])};\nself.__GW_VERSION = ${JSON.stringify(version)};\n`;
          compilation.emitAsset('sw.js', new RawSource(head + source));
        },
      );
    });
  }
}

/**
 * What the sign-in compilation (below) built, for the app's: the gate's code (inlined into index.html) and the sign-in
 * page's file (loaded by the gate, precached by the service worker).
 */
const signIn = { gate: null, page: null };

/**
 * index.html's one script is the gate (src/sign-in/gate.ts), inline at the end of the body: it starts the app at once
 * when a session is stored, else it loads the sign-in page; the app (main.js: the federation runtime, React, the
 * first screen) is not evaluated before sign-in (issue 21). Inline, so that a signed-in start requests the app's
 * files as early as static tags would (an external gate delayed them by its own round trip: FCP 0.6 to 0.8 s later in
 * Lighthouse, docs/performance.md); the server allows it by its hash (backend static-hosting.ts). The element carries
 * what the gate and the sign-in page start: `data-app`, main.js; `data-first-screen`, every script the first screen
 * runs (the chunks of `import('./bootstrap')` and of the signed-in layout and, transitively, the chunks of the shared
 * libraries their modules consume: react-dom, styled-components, React Router, the shared workspace entries),
 * preloaded at low priority beside main.js instead of after it (the federation runtime requests them only once main.js
 * has run; at high priority they would go before it); `data-sign-in`, the sign-in page.
 */
class SignInGatePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignInGatePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('SignInGatePlugin', (data) => {
        const base = compilation.outputOptions.publicPath;
        const app = [...compilation.entrypoints.get('main').getEntrypointChunk().files].find((file) => file.endsWith('.js'));
        const gate = HtmlWebpackPlugin.createHtmlTagObject('script', {
          'data-app': `${base}${app}`,
          'data-first-screen': firstScreenScripts(compilation).map((file) => `${base}${file}`).join(' '),
          'data-sign-in': `${base}${signIn.page}`,
        });
        gate.innerHTML = signIn.gate;
        data.assetTags.scripts = [gate];
        return data;
      });
    });
  }
}

/**
 * The script files of a signed-in start: the bootstrap chunk group, the signed-in layout's (src/app/Root.tsx requests
 * it beside the first render) and every shared library they consume, transitively.
 */
function firstScreenScripts(compilation) {
  const { chunkGraph } = compilation;
  const PROVIDED = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/;
  const providers = new Map();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? PROVIDED.exec(module.libIdent({}))?.[1] : undefined;
    if (key) providers.set(key, chunkGraph.getBlockChunkGroup(module.blocks[0]));
  }
  const groups = ['./bootstrap', './AuthenticatedApp'].map((request) => {
    const group = compilation.chunkGroups.find((g) => g.origins.some((origin) => origin.request === request));
    if (!group) throw new Error(`SignInGatePlugin: no import('${request}') chunk group`);
    return group;
  });
  const files = new Set();
  const seen = new Set();
  while (groups.length > 0) {
    const group = groups.pop();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') groups.push(providers.get(module.options.shareKey));
      }
    }
  }
  return [...files].sort();
}

/** An entry's JavaScript file. */
function entryFile(compilation, entry) {
  return [...compilation.entrypoints.get(entry).getEntrypointChunk().files].find((file) => file.endsWith('.js'));
}

/** The gate and the sign-in page: plain TypeScript, no federation, no React (src/sign-in). */
function signInConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'sign-in',
    ...compileSettings(__dirname, production),
    entry: { 'sign-in': './src/sign-in/index.ts', 'sign-in-gate': './src/sign-in/gate.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: 'shell_sign_in',
      // Built first, it empties dist/. The app's build keeps the sign-in page's files (below) and removes the gate's:
      // the gate is inlined into index.html.
      clean: true,
    },
    plugins: [
      new DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(require('./package.json').version) }),
      ...(production ? precompressPlugins() : []),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('SignInFiles', (compilation) => {
            const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE;
            compilation.hooks.processAssets.tap({ name: 'SignInFiles', stage }, () => {
              signIn.page = entryFile(compilation, 'sign-in');
              const gate = compilation.getAsset(entryFile(compilation, 'sign-in-gate')).source.source().toString();
              signIn.gate = gate.replace(/\n?\/\/# sourceMappingURL=.*$/, '');
            });
          });
        },
      },
    ],
    stats: 'errors-warnings',
  };
}

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  kind: 'host',
  sharedEntries: ['i18n', 'i18n/react', 'api', 'session', 'ui'],
  devPort: 3103,
  plugins: [
    // favicon.ico (32 and 16 px): emitted at /favicon.ico and linked from the page.
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), inject: 'body', scriptLoading: 'blocking', favicon: path.join(__dirname, 'public/favicon.ico') }),
    new ServiceWorkerPlugin(),
    new SignInGatePlugin(),
  ],
});

/** The sign-in page and its gate first, then the app, whose index.html and service worker need them. */
module.exports = [
  signInConfig,
  (env, argv) => {
    const config = appConfig(env, argv);
    return { ...config, name: 'app', dependencies: ['sign-in'], output: { ...config.output, clean: { keep: /^sign-in\./ } } };
  },
];
