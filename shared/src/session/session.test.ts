import { decodeSession } from './claims';
import { checkStoredSession, loadStoredSession, readStoredToken, STORAGE_KEYS, takeSessionEnded, useSession, writeSignIn } from './index';
import { signInForTest } from '../../test/session';

function token(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

const now = Date.UTC(2026, 0, 10, 12);
const future = Math.floor(now / 1000) + 3600;
const base = { id: 7, username: 'admin', name: 'Alex Morgan', email: 'a@x', scopes: ['jobs.read'], role: 'Manager', company: 'Demo Construction', companyId: 1, companyLogo: '/api/companies/1/logo' };

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('stores token, company, companyId and companyLogo at sign-in and exposes the permissions', () => {
    const claims = writeSignIn(localStorage, token({ ...base, exp: Math.floor(Date.now() / 1000) + 60 }));
    useSession.setState(loadStoredSession(localStorage));
    expect(claims.name).toBe('Alex Morgan');
    expect(localStorage.getItem(STORAGE_KEYS.company)).toBe('Demo Construction');
    expect(localStorage.getItem(STORAGE_KEYS.companyId)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.companyLogo)).toBe('/api/companies/1/logo');
    expect(useSession.getState().permissions).toEqual(['jobs.read']);
  });

  it('a company switch stores the new token, company, companyId and companyLogo, and removes a logo the new company lacks', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    signInForTest(token({ ...base, exp }));
    const switched = token({ ...base, company: 'Northwind Paving', companyId: 2, companyLogo: '/api/companies/2/logo', exp });
    useSession.getState().switchCompany(switched, { id: 2, name: 'Northwind Paving', logo: '/api/companies/2/logo' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(switched);
    expect(localStorage.getItem(STORAGE_KEYS.company)).toBe('Northwind Paving');
    expect(localStorage.getItem(STORAGE_KEYS.companyId)).toBe('2');
    expect(localStorage.getItem(STORAGE_KEYS.companyLogo)).toBe('/api/companies/2/logo');
    expect(useSession.getState().company).toEqual({ id: 2, name: 'Northwind Paving', logo: '/api/companies/2/logo' });

    useSession.getState().switchCompany(token({ ...base, company: 'Plain Co', companyId: 3, companyLogo: null, exp }), { id: 3, name: 'Plain Co', logo: null });
    expect(localStorage.getItem(STORAGE_KEYS.companyLogo)).toBeNull();
  });

  it('keeps the email claim, and null when the user has no email (not an empty string)', () => {
    expect(decodeSession(token({ ...base, exp: future }))?.email).toBe('a@x');
    expect(decodeSession(token({ ...base, email: null, exp: future }))?.email).toBeNull();
  });

  it('refuses an expired token at sign-in', () => {
    expect(() => writeSignIn(localStorage, token({ ...base, exp: 1 }))).toThrow();
    expect(() => writeSignIn(localStorage, 'not-a-token')).toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('renew stores the same session with the current permissions, and ignores another company\'s token', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    signInForTest(token({ ...base, exp }));
    const renewed = token({ ...base, role: 'Foreman', scopes: ['jobs.read', 'users.read'], exp });
    useSession.getState().renew(renewed);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed);
    expect(useSession.getState().permissions).toEqual(['jobs.read', 'users.read']);
    expect(useSession.getState().claims?.role).toBe('Foreman');
    useSession.getState().renew(token({ ...base, companyId: 2, scopes: [], exp }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed);
    expect(useSession.getState().company?.id).toBe(1);
  });

  it('signOut clears all local storage', () => {
    localStorage.setItem('other', 'x');
    useSession.getState().signOut();
    expect(localStorage.length).toBe(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('a stored expired token loads as signed out, clears storage and leaves the sign-in page its word, once', () => {
    localStorage.setItem(STORAGE_KEYS.token, token({ ...base, exp: Math.floor(now / 1000) - 1 }));
    localStorage.setItem(STORAGE_KEYS.company, 'Demo Construction');
    expect(loadStoredSession(localStorage, now).token).toBeNull();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.sessionEnded]);
    expect(takeSessionEnded(localStorage)).toBe(true);
    expect(takeSessionEnded(localStorage)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('a sign-out leaves no word for the sign-in page; a session the server ended does', () => {
    signInForTest(token({ ...base, exp: Math.floor(Date.now() / 1000) + 3600 }));
    useSession.getState().signOut();
    expect(takeSessionEnded(localStorage)).toBe(false);
    signInForTest(token({ ...base, exp: Math.floor(Date.now() / 1000) + 3600 }));
    useSession.getState().endSession();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(takeSessionEnded(localStorage)).toBe(true);
  });

  it("the page's gate reads a living token as it is and ends an expired or unreadable one", () => {
    const living = token({ ...base, exp: future });
    localStorage.setItem(STORAGE_KEYS.token, living);
    localStorage.setItem(STORAGE_KEYS.company, 'Demo Construction');
    expect(readStoredToken(localStorage, now)).toEqual({ token: living, claims: decodeSession(living) });
    expect(localStorage.length).toBe(2);
    expect(readStoredToken(localStorage, (future + 1) * 1000)).toBeNull();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.sessionEnded]);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, 'not a token');
    expect(readStoredToken(localStorage, now)).toBeNull();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.sessionEnded]);
    expect(readStoredToken(localStorage, now)).toBeNull();
  });
});

describe('5-second session check', () => {
  it('is valid while the token lives and the stored company is the displayed one', () => {
    localStorage.setItem(STORAGE_KEYS.token, token({ ...base, exp: future }));
    localStorage.setItem(STORAGE_KEYS.company, 'Demo Construction');
    localStorage.setItem(STORAGE_KEYS.companyId, '1');
    expect(checkStoredSession(localStorage, 1, now)).toBe('valid');
  });

  it('reports an expired token, a removed token and a company changed in another tab', () => {
    localStorage.setItem(STORAGE_KEYS.token, token({ ...base, exp: Math.floor(now / 1000) }));
    expect(checkStoredSession(localStorage, 1, now)).toBe('expired');
    localStorage.clear();
    expect(checkStoredSession(localStorage, 1, now)).toBe('signed-out');
    localStorage.setItem(STORAGE_KEYS.token, token({ ...base, companyId: 2, exp: future }));
    localStorage.setItem(STORAGE_KEYS.company, 'Northwind Paving');
    localStorage.setItem(STORAGE_KEYS.companyId, '2');
    expect(checkStoredSession(localStorage, 1, now)).toBe('company-changed');
  });
});
