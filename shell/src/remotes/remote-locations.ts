/**
 * Where the feature apps are, without anything shared through module federation: the page's inline gate
 * (src/sign-in/gate.ts) uses it before the shell's scripts and the shared libraries have loaded.
 */

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

/** The path of a hash URL: "#/jobs/12?tab=2" -> "/jobs/12". */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

interface RuntimeConfig {
  remotes?: Partial<Record<string, string>>;
}

/**
 * The requests made before the app's scripts ran. The gate and main.js each bundle their own copy of this module, so
 * what the gate asked for is kept on the page, where main.js's copy finds it.
 */
interface EarlyRequests {
  /** The first read of /config.json. */
  config: Promise<RuntimeConfig> | null;
  /** Keyed as the runtime names a manifest: made absolute against the page's origin. */
  manifests: Map<string, Promise<Response>>;
}
const page = window as typeof window & { groundworkEarlyRequests?: EarlyRequests };
const early = (page.groundworkEarlyRequests ??= { config: null, manifests: new Map() });

/**
 * GET /config.json. The first read is shared by whoever asks first (the page's gate on a signed-in start, before
 * main.js has run; else the remotes' registration); `fresh` asks the server again (a retry).
 */
export function readRemoteConfig(fresh = false): Promise<RuntimeConfig> {
  if (early.config && !fresh) return early.config;
  const read = fetch('/config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    return response.json() as Promise<RuntimeConfig>;
  });
  early.config ??= read;
  return read;
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

/** What a feature app's mf-manifest.json says of its files (the parts read here). */
export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: readonly { name?: string; assets?: { js?: { sync?: readonly string[] } } }[];
}

/**
 * The scripts a feature app's route table needs, as absolute URLs: its remoteEntry.js and the `./routes` module's own
 * files, found beside the manifest (publicPath "auto") or under the publicPath it names.
 */
export function routeTableScripts(manifestUrl: string, manifest: RemoteManifest): string[] {
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) return [];
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
  const files = manifest.exposes?.find((e) => e.name === 'routes')?.assets?.js?.sync ?? [];
  return [`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, ...files].map((file) => new URL(file, base).href);
}

/** Downloads scripts now, to be run when the federation runtime adds their script tags (an ordinary preload). */
function preloadScripts(urls: readonly string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Run by the gate on a signed-in start: when the URL is a feature app's screen, its mf-manifest.json is requested as
 * soon as /config.json has arrived, beside the shell's own scripts instead of after them (or after main.js has run),
 * and once it is there the app's entry and route table are preloaded (routeTableScripts). The federation runtime
 * takes the manifest's answer through `takeEarlyManifest` (remote-config.ts registers the hook). Nothing is asked for
 * the sign-in page or the home page.
 */
export function requestManifestOfUrl(hash: string): void {
  const remote = remoteForPath(pathOfHash(hash));
  if (!remote) return;
  readRemoteConfig()
    .then((config) => {
      const entry = config.remotes?.[remote];
      const url = entry === undefined ? null : absolute(entry);
      if (!url || early.manifests.has(url)) return;
      const answer = fetch(url);
      early.manifests.set(url, answer);
      // Read from a copy as soon as it arrives, before the runtime reads the answer itself.
      answer
        .then((response) => (response.ok ? (response.clone().json() as Promise<RemoteManifest>) : null))
        .then((manifest) => manifest && preloadScripts(routeTableScripts(url, manifest)))
        .catch(() => undefined);
    })
    .catch(() => undefined);
}

/** The early answer for this manifest URL, once (a retry or a later load asks the server again), or undefined. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const answer = early.manifests.get(absolute(url));
  early.manifests.delete(absolute(url));
  return answer;
}
