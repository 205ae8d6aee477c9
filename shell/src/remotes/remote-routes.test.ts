import type { FeatureRoute } from '@groundwork/shared/session';
import { routeForPath } from './remote-routes';

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
