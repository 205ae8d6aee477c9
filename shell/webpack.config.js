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

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  kind: 'host',
  sharedEntries: ['domain', 'api', 'session', 'ui'],
  devPort: 3103,
  plugins: [
    // favicon.ico (32 and 16 px): emitted at /favicon.ico and linked from the page.
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', favicon: path.join(__dirname, 'public/favicon.ico') }),
    new ServiceWorkerPlugin(),
  ],
});
