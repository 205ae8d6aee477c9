// Runs the backend from its TypeScript sources in a plain Node process (no build): a require hook that compiles
// .ts files with SWC using the repository's .swcrc. Start with
//   node --conditions=source -r backend/test/support/run-from-source.cjs backend/src/main.ts
// (`--conditions=source` makes @groundwork/shared/* resolve to shared/src, compiled by the same hook).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(readFileSync(join(__dirname, '../../../.swcrc'), 'utf8'));
delete options.$schema;

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
