import { renderHook } from '@testing-library/react';
import { PERMISSIONS as P } from '@groundwork/shared/domain';
import { useSession, type FeatureRoute } from '@groundwork/shared/session';
import { loadRemoteRoutes } from '../remotes/remote-routes';
import { useTimecardQueueSync } from './useTimecardQueueSync';

jest.mock('../remotes/remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRoutes = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

const page = () => Promise.resolve({ default: () => null });
/** The field app's table: the form's lists for whoever files timecards, a screen of another permission with its own. */
function fieldRoutes(formLists: () => Promise<void>, otherLists: () => Promise<void>): readonly FeatureRoute[] {
  return [
    { path: 'app/time-record-form', title: 'Time Record', breadcrumbs: [], permissions: [P.WEB_TIMECARDS], page, offlineReads: formLists },
    { path: 'app/crew-builder', title: 'Crew Builder', breadcrumbs: [], permissions: [P.WEB_CREW_BUILDER], page, offlineReads: otherLists },
    { path: 'app/my-records', title: 'My Records', breadcrumbs: [], permissions: [P.WEB_TIMECARDS], page },
  ];
}
const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions: [P.WEB_TIMECARDS] });
});

describe('the field app started in the background for a user who files timecards', () => {
  afterEach(() => jest.useRealTimers());

  it("loads the field app and reads the lists of the screens the worker may open, only once the first screen has settled", async () => {
    jest.useFakeTimers();
    const formLists = jest.fn(() => Promise.resolve());
    const otherLists = jest.fn(() => Promise.resolve());
    loadRoutes.mockResolvedValue(fieldRoutes(formLists, otherLists));
    renderHook(() => useTimecardQueueSync());
    jest.advanceTimersByTime(2999);
    await flush();
    expect(loadRoutes).not.toHaveBeenCalled();
    expect(formLists).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(loadRoutes).toHaveBeenCalledWith('mf_app');
    expect(formLists).toHaveBeenCalledTimes(1);
    expect(otherLists).not.toHaveBeenCalled();
  });

  it('loads nothing for a user who does not file timecards', async () => {
    jest.useFakeTimers();
    useSession.setState({ permissions: [P.JOBS_READ] });
    renderHook(() => useTimecardQueueSync());
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(loadRoutes).not.toHaveBeenCalled();
  });
});

describe("'Ready to work offline'", () => {
  /** A page's modules afresh (the field app starts once per page) for a user of `permissions`, the field app's `routes`. */
  function freshPage(permissions: string[], routes: readonly FeatureRoute[] = []) {
    let modules!: { sayReadyOffline: () => Promise<void>; success: jest.SpyInstance; load: jest.Mock };
    jest.isolateModules(() => {
      const { notify } = jest.requireActual<typeof import('@groundwork/shared/ui')>('@groundwork/shared/ui');
      const session = require('@groundwork/shared/session') as typeof import('@groundwork/shared/session');
      session.useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions });
      const load = (require('../remotes/remote-routes') as { loadRemoteRoutes: jest.Mock }).loadRemoteRoutes.mockResolvedValue(routes);
      const success = jest.spyOn(notify, 'success').mockReturnValue(0);
      const { sayReadyOffline } = require('../sw/ready-offline') as typeof import('../sw/ready-offline');
      const { offlineListsKept } = require('./field-app') as typeof import('./field-app');
      // As the shell's start calls it once the service worker's first install is done (bootstrap.tsx).
      modules = { sayReadyOffline: () => sayReadyOffline(offlineListsKept()), success, load };
    });
    return modules;
  }

  it("is said to a worker once the time record form's lists are kept too, not before", async () => {
    let listsKept!: () => void;
    const formLists = jest.fn(() => new Promise<void>((resolve) => (listsKept = resolve)));
    const { sayReadyOffline, success } = freshPage([P.WEB_TIMECARDS], fieldRoutes(formLists, () => Promise.resolve()));
    const said = sayReadyOffline();
    await flush();
    expect(formLists).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    listsKept();
    await said;
    expect(success).toHaveBeenCalledWith('Ready to work offline', 'Groundwork is saved on this device: its screens now open without a connection.');
  });

  it('is not said when the lists could not be read (the phone is not ready)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sayReadyOffline, success } = freshPage([P.WEB_TIMECARDS], fieldRoutes(() => Promise.reject(new Error('no answer')), () => Promise.resolve()));
    await sayReadyOffline();
    expect(success).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('is said at once to a user who does not file timecards (the field app is not loaded)', async () => {
    const { sayReadyOffline, success, load } = freshPage([P.JOBS_READ]);
    await sayReadyOffline();
    expect(success).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
