import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteVersionsPlugin } from './remote-versions';

/** The feature apps and the first URL segments of the spec's routes that each one serves. */
export const REMOTE_AREAS = {
  mf_admin: ['companies', 'users', 'roles', 'jobs', 'time-records', 'equipment', 'cost-codes', 'contents'],
  mf_reports: ['reports', 'material-hauling'],
  mf_hr: ['human-resources', 'time-offs'],
  mf_app: ['app'],
} as const;

export type RemoteName = keyof typeof REMOTE_AREAS;

/** The feature app that serves a path such as "/jobs/12/edit", or null for a path no app serves. */
export function remoteForPath(pathname: string): RemoteName | null {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  for (const name of Object.keys(REMOTE_AREAS) as RemoteName[]) {
    if ((REMOTE_AREAS[name] as readonly string[]).includes(first)) return name;
  }
  return null;
}

interface RuntimeConfig {
  remotes?: Partial<Record<string, string>>;
}

const entries = new Map<RemoteName, string>();

async function fetchConfig(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    const config = (await response.json()) as RuntimeConfig;
    for (const name of Object.keys(REMOTE_AREAS) as RemoteName[]) {
      const entry = config.remotes?.[name];
      if (entry) entries.set(name, entry);
    }
  } catch (error) {
    // The shell still starts: each feature area then shows its error panel with Retry.
    console.error('Could not read the feature app locations from /config.json', error);
  }
}

let registered: Promise<void> | null = null;

/**
 * Reads GET /config.json and registers every remote's manifest URL with the federation runtime (and the plugin that
 * records each remote's version from its manifest). Started once at start-up, beside the first render (the sign-in
 * screen needs no remote); every remote load waits for it.
 */
export function registerRemotesFromConfig(): Promise<void> {
  registered ??= (async () => {
    registerPlugins([remoteVersionsPlugin]);
    await fetchConfig();
    registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  })();
  return registered;
}

/** Before a retry: re-read the configuration when the remote is unknown, and drop the runtime's failed state. */
export async function refreshRemote(name: RemoteName): Promise<void> {
  if (!entries.has(name)) await fetchConfig();
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
