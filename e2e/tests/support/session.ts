import type { Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123', name: 'Alex Morgan' },
  worker: { username: 'worker', password: 'demo1234' },
  foreman: { username: 'foreman', password: 'demo1234' },
  manager: { username: 'manager', password: 'demo1234' },
  payroll: { username: 'payroll', password: 'demo1234' },
} as const;

/** The storage keys the shell keeps (spec 01 §3). */
export const STORAGE_KEYS = ['token', 'company', 'companyId', 'companyLogo'] as const;

interface Claims {
  company: string;
  companyId: number;
  companyLogo: string | null;
  name: string;
}

function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as Claims;
}

/**
 * Signs in through the API (faster than the form, which has its own test) and stores the session the way the
 * login screen does, then opens `path`.
 */
export async function signInAs(page: Page, username: string, password: string, path = '/home'): Promise<Claims> {
  const response = await page.request.post('/auth/login', { data: { username, password, clientKey: 'groundwork-web' } });
  if (!response.ok()) throw new Error(`Sign-in of ${username} failed: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  const claims = claimsOf(token);
  await page.goto('/');
  await page.evaluate(
    ({ token, claims }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('company', claims.company);
      localStorage.setItem('companyId', String(claims.companyId));
      if (claims.companyLogo) localStorage.setItem('companyLogo', claims.companyLogo);
    },
    { token, claims },
  );
  await page.goto(`/#${path}`);
  await page.reload();
  return claims;
}

/** A JWT-shaped token whose expiry is in the past (the shell only reads it; the server never sees it). */
export function expiredToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 1, username: 'admin', name: 'Alex Morgan', email: '', scopes: [], role: 'Administrator', company: 'Demo Construction', companyId: 1, companyLogo: null, exp })}.signature`;
}
