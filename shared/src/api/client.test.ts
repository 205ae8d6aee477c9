import { answerFetch } from '../../test/fetch';
import { browser } from '../session/browser';
import { useSession } from '../session/store';
import { ApiError, apiClient, apiErrorBody, apiStatus, EVERY_FIELD, failureText, readEarly, resetUnauthorizedHandling } from './client';
import { signInForTest } from '../../test/session';

function token(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ id: 1, username: 'u', name: 'U', scopes: [], role: 'R', company: 'C', companyId: 1, companyLogo: null, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
}

/** Answers every request with the given status (the API's error body from 400 on) and records what was sent. */
const answerWith = (status: number) => answerFetch(status, { statusCode: status, message: 'x' });

describe('API client', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    resetUnauthorizedHandling();
    reload = jest.spyOn(browser, 'reloadToSignIn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the stored token as a bearer token', async () => {
    const seen = answerWith(200);
    const t = token();
    signInForTest(t);
    await apiClient.get('/api/jobs');
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${t}`);
  });

  it('ends the session once on 401: storage cleared, the sign-in page told why, one reload for several failing requests', async () => {
    answerWith(401);
    signInForTest(token());
    await Promise.allSettled([apiClient.get('/api/jobs'), apiClient.get('/api/users')]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionEnded')).toBe('1');
    expect(useSession.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the sign-in itself answers 401', async () => {
    answerWith(401);
    await expect(apiClient.post('/auth/login', {})).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and the query without undefined or null values, and reads JSON answers', async () => {
    const seen = answerFetch(200, { id: 3 });
    const { data, status } = await apiClient.post('/api/jobs', { name: 'Bridge' }, { params: { includeJob: true, managerId: 7, name: undefined, kind: null } });
    expect([data, status]).toEqual([{ id: 3 }, 200]);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/jobs', params: { includeJob: 'true', managerId: '7' }, body: { name: 'Bridge' } });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('sends a FormData as it is (the browser writes the multipart boundary)', async () => {
    answerFetch(201, []);
    const fetchSpy = jest.mocked(fetch);
    const form = new FormData();
    form.append('spreadsheet', new Blob(['a,b']), 'rows.csv');
    await apiClient.post('/api/jobs/productions/import', form);
    const init = fetchSpy.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('reads an empty answer as an empty string and a text answer as text', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
    expect((await apiClient.post('/api/jobs/productions/_match', {})).data).toBe('');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('H,1\r\n', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    expect((await apiClient.get('/api/payroll-exports/1/file', { responseType: 'text' })).data).toBe('H,1\r\n');
  });

  it("rejects a refusal with its status and the API's error body, and no answer with no status", async () => {
    answerFetch(409, { statusCode: 409, message: 'Taken', errors: { name: 'Taken' } });
    const refused = await apiClient.get('/api/jobs').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([apiStatus(refused), apiErrorBody(refused)]).toEqual([409, { statusCode: 409, message: 'Taken', errors: { name: 'Taken' } }]);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await apiClient.get('/api/jobs').catch((error: unknown) => error);
    expect([offline instanceof ApiError, apiStatus(offline), apiErrorBody(offline)]).toEqual([true, null, null]);
  });

  describe('reads started early (a signed-in start at a screen)', () => {
    afterEach(() => jest.useRealTimers());

    it('answers the first identical GET with the early answer, once; a different query or a later GET asks the server', async () => {
      const seen = answerFetch(200, [{ id: 1 }]);
      readEarly(() => apiClient.get('/api/jobs', { params: { excludeDone: true } }));
      expect(seen).toHaveLength(1);
      const taken = await apiClient.get('/api/jobs', { params: { excludeDone: true } });
      expect(taken.data).toEqual([{ id: 1 }]);
      expect(seen).toHaveLength(1);
      await apiClient.get('/api/jobs', { params: { excludeDone: false } });
      await apiClient.get('/api/jobs', { params: { excludeDone: true } });
      expect(seen.map((r) => r.params)).toEqual([{ excludeDone: 'true' }, { excludeDone: 'false' }, { excludeDone: 'true' }]);
    });

    it("hands an early refusal to the screen as its own, and never keeps writes or a screen's ordinary GETs", async () => {
      answerFetch(403, { statusCode: 403, message: 'Forbidden' });
      readEarly(() => apiClient.get('/api/jobs'));
      expect(apiStatus(await apiClient.get('/api/jobs').catch((error: unknown) => error))).toBe(403);
      const seen = answerFetch(200, {});
      readEarly(() => apiClient.post('/api/jobs', {}));
      await apiClient.get('/api/users');
      await apiClient.get('/api/users');
      await apiClient.post('/api/jobs', {});
      expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/jobs', 'GET /api/users', 'GET /api/users', 'POST /api/jobs']);
    });

    it('forgets an early answer its screen did not take within 30 s (the screen then reads fresh data)', async () => {
      jest.useFakeTimers();
      const seen = answerFetch(200, []);
      readEarly(() => apiClient.get('/api/jobs'));
      jest.advanceTimersByTime(30_000);
      await apiClient.get('/api/jobs');
      expect(seen).toHaveLength(2);
    });
  });
});

describe("a failure's notification text (failureText)", () => {
  const HIGHLIGHT = 'Please correct the highlighted fields.';
  const refused = (errors?: Record<string, string>) => new ApiError(400, { statusCode: 400, message: HIGHLIGHT, ...(errors ? { errors } : {}) });
  const tooMany = 'Download Filtered takes at most 10000 time records: narrow the filters or use Download All.';

  it('says the messages of the fields a screen without a form cannot highlight, each once (it said only "Please correct the highlighted fields.")', () => {
    expect(failureText(refused({ productionIds: tooMany }))).toBe(tooMany);
    expect(failureText(refused({ 'ids.0': 'Value must be at least 1.', 'ids.3': 'Value must be at least 1.' }))).toBe('Value must be at least 1.');
  });

  it("leaves to a form the messages under its fields, and adds those it has no field for", () => {
    const errors = { name: 'This field is required.', file: 'The payroll header is too long.' };
    expect(failureText(refused(errors), (field) => field === 'name')).toBe(`${HIGHLIGHT} The payroll header is too long.`);
    expect(failureText(refused(errors), EVERY_FIELD)).toBe(HIGHLIGHT);
    expect(failureText(refused())).toBe(HIGHLIGHT);
  });

  it("says 'Something went wrong!' for a server failure, whatever fields it names", () => {
    expect(failureText(new ApiError(500, { statusCode: 500, message: 'Internal', errors: { x: 'y' } }))).toBe('Something went wrong!');
  });
});
