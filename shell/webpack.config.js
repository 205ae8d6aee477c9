const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../scripts/webpack-app.cjs');

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
          const files = Object.keys(compilation.assets).filter((f) => !/\.(map|LICENSE\.txt)$/.test(f) && f !== 'index.html');
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
 * Adds `<link rel="preload" as="script" fetchpriority="low">` to index.html for every script the first screen runs:
 * the chunk of `import('./bootstrap')` and, transitively, the chunks of the shared libraries its modules consume
 * (react-dom, styled-components, the shared workspace entries). The federation runtime in main.js only requests these
 * once main.js has run; preloaded, they download beside it, one round trip less before the sign-in form. Low priority:
 * at the default (high) they go before main.js and Lighthouse counts them as render-blocking (FCP 0.7 -> 2.4 s,
 * docs/performance.md). The signed-in part (AuthenticatedApp, react-router) is not preloaded: the login page does
 * not run it.
 */
class PreloadFirstScreenPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstScreenPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadFirstScreenPlugin', (data) => {
        const base = compilation.outputOptions.publicPath;
        const links = firstScreenScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${base}${file}` }),
        );
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}

/** The script files of the bootstrap chunk group and of every shared library it consumes, transitively. */
function firstScreenScripts(compilation) {
  const { chunkGraph } = compilation;
  const PROVIDED = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/;
  const providers = new Map();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? PROVIDED.exec(module.libIdent({}))?.[1] : undefined;
    if (key) providers.set(key, chunkGraph.getBlockChunkGroup(module.blocks[0]));
  }
  const entry = compilation.entrypoints.get('main');
  const groups = [...entry.childrenIterable].filter((group) => group.origins.some((origin) => origin.request === './bootstrap'));
  if (groups.length === 0) throw new Error('PreloadFirstScreenPlugin: no import(\'./bootstrap\') chunk group');
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

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  kind: 'host',
  sharedEntries: ['i18n', 'i18n/react', 'api', 'session', 'ui'],
  devPort: 3103,
  plugins: [
    // favicon.ico (32 and 16 px): emitted at /favicon.ico and linked from the page.
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', favicon: path.join(__dirname, 'public/favicon.ico') }),
    new ServiceWorkerPlugin(),
    new PreloadFirstScreenPlugin(),
  ],
});
