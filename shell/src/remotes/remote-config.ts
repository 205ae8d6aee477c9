import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readRemoteConfig, REMOTE_AREAS, takeEarlyManifest, type RemoteName } from './remote-locations';
import { remoteVersionsPlugin } from './remote-versions';

const entries = new Map<RemoteName, string>();

async function fetchConfig(fresh: boolean): Promise<void> {
  try {
    const config = await readRemoteConfig(fresh);
    for (const name of Object.keys(REMOTE_AREAS) as RemoteName[]) {
      const entry = config.remotes?.[name];
      if (entry) entries.set(name, entry);
    }
  } catch (error) {
    // The shell still starts: each feature area then shows its error panel with Retry.
    console.error('Could not read the feature app locations from /config.json', error);
  }
}

/** The runtime reads a manifest the entry already requested (requestManifestOfUrl) instead of asking again. */
const earlyManifestPlugin: ModuleFederationRuntimePlugin = {
  name: 'groundwork-early-manifest',
  fetch: (url) => takeEarlyManifest(url),
};

let registered: Promise<void> | null = null;

/**
 * Reads GET /config.json and registers every remote's manifest URL with the federation runtime (and the plugin that
 * records each remote's version from its manifest). Started once at start-up, beside the first render (the sign-in
 * screen needs no remote); every remote load waits for it.
 */
export function registerRemotesFromConfig(): Promise<void> {
  registered ??= (async () => {
    registerPlugins([remoteVersionsPlugin, earlyManifestPlugin]);
    await fetchConfig(false);
    registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  })();
  return registered;
}

/** Before a retry: re-read the configuration when the remote is unknown, and drop the runtime's failed state. */
export async function refreshRemote(name: RemoteName): Promise<void> {
  if (!entries.has(name)) await fetchConfig(true);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
