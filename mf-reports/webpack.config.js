const { createAppConfig } = require('../scripts/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_reports',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  sharedEntries: ['i18n', 'i18n/react', 'api', 'session', 'ui'],
  devPort: 3123,
});
