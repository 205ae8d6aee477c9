import { pathOfHash, remoteForPath, requestManifestOfUrl, takeEarlyManifest } from './remote-locations';

const CONFIG = { remotes: { mf_admin: '/remotes/mf-admin/mf-manifest.json', mf_hr: 'https://hr.example.com/mf-manifest.json' } };
const fetchMock = jest.fn((url: string) => Promise.resolve(new Response(url === '/config.json' ? JSON.stringify(CONFIG) : '{}')));

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

  expect(takeEarlyManifest('/remotes/mf-hr/mf-manifest.json')).toBeUndefined();
  expect(takeEarlyManifest(absolute)).toBeInstanceOf(Promise);
  // A later load (a retry) asks the server itself.
  expect(takeEarlyManifest(absolute)).toBeUndefined();

  requestManifestOfUrl('#/time-offs');
  await settle();
  expect(manifestsRequested()).toEqual([absolute, 'https://hr.example.com/mf-manifest.json']);
});
