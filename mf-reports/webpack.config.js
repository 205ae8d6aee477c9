const { createAppConfig } = require('../scripts/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_reports',
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  sharedEntries: ['domain', 'api', 'session', 'ui'],
  devPort: 3123,
});
