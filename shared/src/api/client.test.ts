import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { browser } from '../session/browser';
import { useSession } from '../session/store';
import { apiClient, resetUnauthorizedHandling } from './client';

function token(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ id: 1, username: 'u', name: 'U', scopes: [], role: 'R', company: 'C', companyId: 1, companyLogo: null, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
}

/** Answers every request with the given status and records the headers it was sent with. */
function answerWith(status: number) {
  const seen: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    seen.push(config);
    const response = { data: { statusCode: status, message: 'x' }, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };
  return seen;
}

describe('API client', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    resetUnauthorizedHandling();
    reload = jest.spyOn(browser, 'reloadToSignIn').mockImplementation(() => undefined);
  });
  afterEach(() => reload.mockRestore());

  it('sends the stored token as a bearer token', async () => {
    const seen = answerWith(200);
    const t = token();
    useSession.getState().signIn(t);
    await apiClient.get('/api/jobs');
    expect(AxiosHeaders.from(seen[0]!.headers).get('Authorization')).toBe(`Bearer ${t}`);
  });

  it('ends the session once on 401: storage cleared, one reload for several failing requests', async () => {
    answerWith(401);
    useSession.getState().signIn(token());
    await Promise.allSettled([apiClient.get('/api/jobs'), apiClient.get('/api/users')]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the sign-in itself answers 401', async () => {
    answerWith(401);
    await expect(apiClient.post('/auth/login', {})).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
