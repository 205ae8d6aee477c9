import { randomBytes } from 'node:crypto';
import { jwtDecode } from 'jwt-decode';
import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, MESSAGES, PERMISSIONS, WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { User } from '../src/modules/users/user.entity';
import { bearer, createCompany, createRole, createUser, login, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Client addresses of this run only: the throttle's counters live in the test database, shared by every test file
 * and kept between runs, so a fixed address would carry an earlier run's failures.
 */
const NET = `fd00:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}:`;
const ip = (host: string) => `${NET}${host}`;

const loginAs = (payload: object, remoteAddress = ip('0:1')) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress });

async function freshUser(permissions: string[] = [PERMISSIONS.JOBS_READ], roleName?: string) {
  const company = await createCompany(t.dataSource, { logo: 'data:image/png;base64,iVBORw0KGgo=' });
  const role = await createRole(t.dataSource, company.id, permissions, roleName);
  const created = await createUser(t.dataSource, { companyId: company.id, roleId: role.id });
  return { company, role, ...created };
}

describe('POST /auth/login', () => {
  it('answers a token whose claims are exactly the session of the spec', async () => {
    const { company, role, user, password } = await freshUser([PERMISSIONS.JOBS_READ, PERMISSIONS.USERS_READ]);
    const res = await loginAs({ username: user.username, password, clientKey: WEB_CLIENT_KEY });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const claims = jwtDecode<Record<string, unknown>>(token);
    expect(Object.keys(claims).sort()).toEqual(
      // The spec's session, and the user's language (issue 18).
      ['company', 'companyId', 'companyLogo', 'email', 'exp', 'id', 'language', 'name', 'role', 'scopes', 'username'].sort(),
    );
    expect(claims).toMatchObject({
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      scopes: [PERMISSIONS.JOBS_READ, PERMISSIONS.USERS_READ],
      role: role.name,
      company: company.name,
      companyId: company.id,
      companyLogo: `/api/companies/${company.id}/logo`,
      language: 'en',
    });
    // A working day by default.
    const hours = ((claims.exp as number) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(9.9);
    expect(hours).toBeLessThanOrEqual(10);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const { user } = await freshUser();
    const res = await loginAs({ username: user.username, password: 'not-the-password', clientKey: WEB_CLIENT_KEY });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.incorrectCredentials });
  });

  it('refuses an unknown username with the same answer', async () => {
    const res = await loginAs({ username: 'nobody-by-this-name', password: 'whatever1', clientKey: WEB_CLIENT_KEY });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.incorrectCredentials });
  });

  it('refuses an inactive user even with the right password', async () => {
    const { user, password } = await freshUser();
    await t.dataSource.getRepository(User).update(user.id, { isActive: false });
    const res = await loginAs({ username: user.username, password, clientKey: WEB_CLIENT_KEY });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.incorrectCredentials);
  });

  it('refuses a missing clientKey with 400', async () => {
    const { user, password } = await freshUser();
    const res = await loginAs({ username: user.username, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientKey: MESSAGES.required });
  });

  it('refuses an unknown clientKey with 400', async () => {
    const { user, password } = await freshUser();
    const res = await loginAs({ username: user.username, password, clientKey: 'some-other-app' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientKey: 'Unknown client.' });
  });

  it('asks for username and password with the required message', async () => {
    const res = await loginAs({ clientKey: WEB_CLIENT_KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errors: { username: MESSAGES.required, password: MESSAGES.required } });
  });
});

describe('the sign-in throttle', () => {
  let throttled: TestApp;
  /** A second instance of the server on the same database, with the same limits. */
  let twin: TestApp;
  let recovering: TestApp;
  beforeAll(async () => {
    const limits = { maxFailuresPerUsername: 3, maxFailuresPerAddress: 5, windowMs: 60_000 };
    throttled = await createTestApp({ loginThrottle: limits });
    twin = await createTestApp({ loginThrottle: limits });
    recovering = await createTestApp({ loginThrottle: { maxFailuresPerUsername: 1, maxFailuresPerAddress: 100, windowMs: 2500 } });
  });
  afterAll(async () => {
    await throttled.close();
    await twin.close();
    await recovering.close();
  });

  const attempt = (on: TestApp, username: string, password: string, remoteAddress: string) =>
    on.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password, clientKey: WEB_CLIENT_KEY }, remoteAddress });

  it('answers 429 after repeated failures for a username, even with the right password and from another address', async () => {
    const { user, password } = await freshUser();
    for (let i = 0; i < 3; i += 1) expect((await attempt(throttled, user.username, 'wrong-pass', ip(`1:${i}`))).statusCode).toBe(401);
    const blocked = await attempt(throttled, user.username, password, ip('1:99'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('answers 429 after repeated failures from one address, whatever the username', async () => {
    const { user, password } = await freshUser();
    for (let i = 0; i < 5; i += 1) expect((await attempt(throttled, `ghost-${i}-${NET}`, 'wrong-pass', ip('2:1'))).statusCode).toBe(401);
    expect((await attempt(throttled, user.username, password, ip('2:1'))).statusCode).toBe(429);
    expect((await attempt(throttled, user.username, password, ip('2:2'))).statusCode).toBe(200);
  });

  it('counts parallel guesses too: only as many as the limit are checked, the rest answer 429', async () => {
    const { user } = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(throttled, user.username, `wrong-${i}`, ip(`4:${i}`))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('shares the counts between instances: parallel guesses on two instances get the limit once, not twice', async () => {
    const { user, password } = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? twin : throttled, user.username, `wrong-${i}`, ip(`6:${i}`))),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
    // Blocked on both, even with the right password.
    expect((await attempt(throttled, user.username, password, ip('6:99'))).statusCode).toBe(429);
    expect((await attempt(twin, user.username, password, ip('6:99'))).statusCode).toBe(429);
  });

  it('counts an address across instances: failures on one block the address on the other', async () => {
    const { user, password } = await freshUser();
    for (let i = 0; i < 5; i += 1) {
      const on = i % 2 ? twin : throttled;
      expect((await attempt(on, `ghost7-${i}-${NET}`, 'wrong-pass', ip('7:1'))).statusCode).toBe(401);
    }
    expect((await attempt(twin, user.username, password, ip('7:1'))).statusCode).toBe(429);
    expect((await attempt(throttled, user.username, password, ip('7:1'))).statusCode).toBe(429);
    expect((await attempt(twin, user.username, password, ip('7:2'))).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const { user, password } = await freshUser();
    for (let i = 0; i < 8; i += 1) expect((await attempt(throttled, user.username, password, ip('5:1'))).statusCode).toBe(200);
  });

  it('lets the user in again once the window has passed', async () => {
    const { user, password } = await freshUser();
    expect((await attempt(recovering, user.username, 'wrong-pass', ip('3:1'))).statusCode).toBe(401);
    expect((await attempt(recovering, user.username, password, ip('3:1'))).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 2600));
    expect((await attempt(recovering, user.username, password, ip('3:1'))).statusCode).toBe(200);
  });
});

describe('tokens on /api', () => {
  it('answers 401 with a JSON body without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/role-permissions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Please sign in.' });
  });

  it('answers 401 with a forged or malformed token', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [] });
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not-the-signature').toString('base64url')}`;
    for (const bad of [forged, 'garbage', `${h}.${p}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/role-permissions', headers: bearer(bad) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 with an expired token', async () => {
    const short = await createTestApp({ jwtExpiresIn: '1s' });
    try {
      const { token } = await signIn(short.app, short.dataSource, { permissions: [] });
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ method: 'GET', url: '/api/role-permissions', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    } finally {
      await short.close();
    }
  });
});

describe('POST /auth/switch-company', () => {
  const switchTo = (token: string, companyId: unknown) =>
    t.app.inject({ method: 'POST', url: '/auth/switch-company', headers: bearer(token), payload: { companyId } });

  it('gives a user with companies.toggle a token for the chosen company, same identity and scopes', async () => {
    const { token, user } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE, PERMISSIONS.JOBS_READ] });
    const other = await createCompany(t.dataSource);
    const res = await switchTo(token, other.id);
    expect(res.statusCode).toBe(200);
    const claims = jwtDecode<Record<string, unknown>>(res.json().token);
    expect(claims).toMatchObject({
      id: user.id, username: user.username, companyId: other.id, company: other.name, companyLogo: null,
      scopes: [PERMISSIONS.COMPANIES_TOGGLE, PERMISSIONS.JOBS_READ],
    });
    // The new token's company is the tenant: its own company is now the other one.
    const own = await t.app.inject({ method: 'GET', url: `/api/companies/${other.id}`, headers: bearer(res.json().token) });
    expect(own.statusCode).toBe(200);
  });

  it('lets the role named Administrator switch when it holds every permission, and not on its name alone', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ALL_PERMISSIONS, roleName: ADMINISTRATOR_ROLE });
    const other = await createCompany(t.dataSource);
    const res = await switchTo(token, other.id);
    expect(res.statusCode).toBe(200);
    expect(jwtDecode<{ companyId: number }>(res.json().token).companyId).toBe(other.id);
    const nameOnly = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_READ], roleName: ADMINISTRATOR_ROLE });
    expect((await switchTo(nameOnly.token, other.id)).statusCode).toBe(403);
  });

  it('refuses everyone else with 403', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.JOBS_READ] });
    const other = await createCompany(t.dataSource);
    expect((await switchTo(token, other.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown company and 400 without one', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE] });
    expect((await switchTo(token, 2_000_000_000)).statusCode).toBe(404);
    const missing = await switchTo(token, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ companyId: MESSAGES.required });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/switch-company', payload: { companyId: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('re-reads the role: a user whose toggle permission was removed cannot switch with an old token', async () => {
    const company = await createCompany(t.dataSource);
    const role = await createRole(t.dataSource, company.id, [PERMISSIONS.COMPANIES_TOGGLE]);
    const { user, password } = await createUser(t.dataSource, { companyId: company.id, roleId: role.id });
    const token = await login(t.app, user.username, password);
    await t.dataSource.query('UPDATE role SET permissions = $1 WHERE id = $2', [[], role.id]);
    expect((await switchTo(token, company.id)).statusCode).toBe(403);
  });
});

describe('PUT /auth/language', () => {
  const setLanguage = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/auth/language', headers: bearer(token), payload });

  it("keeps the signed-in user's own language and answers the same session (same expiry) with it; the next sign-in and a renewed token carry it", async () => {
    const { user, password } = await freshUser();
    const token = (await loginAs({ username: user.username, password, clientKey: WEB_CLIENT_KEY })).json().token as string;
    const res = await setLanguage(token, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    const before = jwtDecode<Record<string, unknown>>(token);
    const after = jwtDecode<Record<string, unknown>>(res.json().token);
    expect(after).toEqual({ ...before, language: 'fr' });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).language).toBe('fr');
    // The token from before the change: the session check renews it with the language now kept.
    const renewed = await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) });
    expect(jwtDecode<Record<string, unknown>>(renewed.json().token).language).toBe('fr');
    const again = await loginAs({ username: user.username, password, clientKey: WEB_CLIENT_KEY }, ip('0:2'));
    expect(jwtDecode<Record<string, unknown>>(again.json().token).language).toBe('fr');
    expect((await setLanguage(token, { language: 'en' })).statusCode).toBe(200);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).language).toBe('en');
  });

  it('refuses a language other than en and fr (400 on the field), and a caller without a session (401)', async () => {
    const { user, password } = await freshUser();
    const token = (await loginAs({ username: user.username, password, clientKey: WEB_CLIENT_KEY })).json().token as string;
    const res = await setLanguage(token, { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ language: MESSAGES.invalidChoice });
    expect((await setLanguage(token, {})).json().errors).toEqual({ language: MESSAGES.required });
    expect((await t.app.inject({ method: 'PUT', url: '/auth/language', payload: { language: 'fr' } })).statusCode).toBe(401);
  });
});
