import { pathOfHash, remoteForPath, requestManifestOfUrl, routeTableScripts, takeEarlyManifest } from './remote-locations';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'other', assets: { js: { sync: ['9.js'] } } },
    { name: 'routes', assets: { js: { sync: ['5611.ac5a011c.js', '__federation_expose_routes.8076ef56.js'], async: ['805.f79c11c2.js'] } } },
  ],
};

const CONFIG = { remotes: { mf_admin: '/remotes/mf-admin/mf-manifest.json', mf_hr: 'https://hr.example.com/mf-manifest.json' } };
const fetchMock = jest.fn((url: string) => Promise.resolve(new Response(JSON.stringify(url === '/config.json' ? CONFIG : MANIFEST))));

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const manifestsRequested = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== '/config.json');

it('finds the feature app of a hash URL', () => {
  expect(pathOfHash('#/jobs/12?tab=2')).toBe('/jobs/12');
  expect(remoteForPath(pathOfHash('#/jobs/12?tab=2'))).toBe('mf_admin');
  expect(remoteForPath(pathOfHash('#/time-offs'))).toBe('mf_hr');
  expect(remoteForPath(pathOfHash(''))).toBeNull();
});

it("requests the URL's manifest once /config.json is read, and hands it to the runtime once, by its absolute URL", async () => {
  requestManifestOfUrl('');
  requestManifestOfUrl('#/home');
  await settle();
  expect(manifestsRequested()).toEqual([]);

  requestManifestOfUrl('#/jobs?x=1');
  await settle();
  const absolute = `${window.location.origin}/remotes/mf-admin/mf-manifest.json`;
  expect(manifestsRequested()).toEqual([absolute]);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/config.json')).toHaveLength(1);

  // The app's entry and route table download at once (preloads); the runtime still reads the whole answer.
  for (let tick = 0; tick < 20 && !document.head.querySelector('link[rel="preload"]'); tick += 1) await settle();
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);
  expect(preloaded).toEqual(routeTableScripts(absolute, MANIFEST));
  expect(takeEarlyManifest('/remotes/mf-hr/mf-manifest.json')).toBeUndefined();
  const early = takeEarlyManifest(absolute);
  await expect(early?.then((response) => response.json())).resolves.toEqual(MANIFEST);
  // A later load (a retry) asks the server itself.
  expect(takeEarlyManifest(absolute)).toBeUndefined();

  requestManifestOfUrl('#/time-offs');
  await settle();
  expect(manifestsRequested()).toEqual([absolute, 'https://hr.example.com/mf-manifest.json']);
});

it("names a remote's entry and route table files beside its manifest, or under the publicPath it names", () => {
  expect(routeTableScripts('https://a.example.com/remotes/mf-app/mf-manifest.json', MANIFEST)).toEqual([
    'https://a.example.com/remotes/mf-app/remoteEntry.js',
    'https://a.example.com/remotes/mf-app/5611.ac5a011c.js',
    'https://a.example.com/remotes/mf-app/__federation_expose_routes.8076ef56.js',
  ]);
  const named = { ...MANIFEST, metaData: { publicPath: 'https://cdn.example.com/app/', remoteEntry: { path: 'v2/', name: 'remoteEntry.js' } } };
  expect(routeTableScripts('https://a.example.com/mf-manifest.json', named)[0]).toBe('https://cdn.example.com/app/v2/remoteEntry.js');
  expect(routeTableScripts('https://a.example.com/mf-manifest.json', {})).toEqual([]);
});

it("leaves what the page's gate requested to the app's own copy of this module (each bundles one)", async () => {
  fetchMock.mockClear();
  const absolute = `${window.location.origin}/remotes/mf-app/mf-manifest.json`;
  const config = { remotes: { mf_app: '/remotes/mf-app/mf-manifest.json' } };
  fetchMock.mockImplementation((url: string) => Promise.resolve(new Response(JSON.stringify(url === '/config.json' ? config : MANIFEST))));
  delete (window as { groundworkEarlyRequests?: unknown }).groundworkEarlyRequests;
  let gate!: typeof import('./remote-locations');
  let app!: typeof import('./remote-locations');
  jest.isolateModules(() => {
    gate = jest.requireActual('./remote-locations');
  });
  jest.isolateModules(() => {
    app = jest.requireActual('./remote-locations');
  });
  expect(app).not.toBe(gate);

  gate.requestManifestOfUrl('#/app/my-schedule');
  await settle();
  await expect(app.readRemoteConfig()).resolves.toEqual(config);
  await expect(app.takeEarlyManifest(absolute)?.then((response) => response.json())).resolves.toEqual(MANIFEST);
  // One request each: the app read the gate's answers.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', absolute]);
});
