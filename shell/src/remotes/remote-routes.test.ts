import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession, type FeatureRoute } from '@groundwork/shared/session';
import { preloadRemoteOf, routeForPath } from './remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./remote-config', () => ({ registerRemotesFromConfig: () => Promise.resolve(), refreshRemote: () => Promise.resolve() }));

const route = (path: string): FeatureRoute => ({ path, title: path, breadcrumbs: [], page: () => Promise.reject(new Error('not loaded')) });
const ROUTES = ['jobs', 'jobs/add', 'jobs/:id/edit', 'jobs/:id', 'jobs/users/add', 'time-records/:id/edit'].map(route);

describe('routeForPath (the page a signed-in start preloads)', () => {
  it.each([
    ['jobs', 'jobs'],
    ['/jobs/', 'jobs'],
    ['jobs/add', 'jobs/add'],
    ['jobs/12', 'jobs/:id'],
    ['jobs/12/edit', 'jobs/:id/edit'],
    ['jobs/users/add', 'jobs/users/add'],
    ['time-records/7/edit', 'time-records/:id/edit'],
  ])('%s opens %s', (pathname, expected) => {
    expect(routeForPath(ROUTES, pathname)?.path).toBe(expected);
  });

  it('finds nothing for a path no route serves', () => {
    expect(routeForPath(ROUTES, 'jobs/12/edit/more')).toBeUndefined();
    expect(routeForPath(ROUTES, 'time-records')).toBeUndefined();
  });
});

describe('preloadRemoteOf (a signed-in start at a screen)', () => {
  const firstReads = jest.fn();
  const page = jest.fn(() => Promise.resolve({ default: () => null }));
  const routes: FeatureRoute[] = [
    { path: 'jobs', title: 'Jobs', breadcrumbs: [], page, firstReads },
    { path: 'users', title: 'Users', breadcrumbs: [], permissions: ['users.read'], page, firstReads },
  ];
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(loadRemote).mockResolvedValue({ routes });
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("starts the page's first reads with its files when the user may open it", async () => {
    useSession.setState({ permissions: [] });
    preloadRemoteOf('#/jobs?x=1');
    await settle();
    expect(firstReads).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a screen the user may not open (it shows the 404 page)', async () => {
    useSession.setState({ permissions: ['jobs.read'] });
    preloadRemoteOf('#/users');
    await settle();
    expect(firstReads).not.toHaveBeenCalled();
    useSession.setState({ permissions: ['users.read'] });
    preloadRemoteOf('#/users');
    await settle();
    expect(firstReads).toHaveBeenCalledTimes(1);
  });
});
