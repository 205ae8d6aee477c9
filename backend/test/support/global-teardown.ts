import { rmSync } from 'node:fs';

/** Stops the embedded test database started by global-setup.ts and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__GW_TEST_EMBEDDED__;
  if (!embedded) return;
  await embedded.server.close();
  rmSync(embedded.dir, { recursive: true, force: true });
  globalThis.__GW_TEST_EMBEDDED__ = undefined;
}
