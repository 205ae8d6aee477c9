// jsdom in Jest 30 lacks Node's TextEncoder, fetch and friends: add Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'Blob', 'structuredClone']) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithNodeGlobals;
