import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access, Public } from '../src/platform/auth/access.decorator';
import { AccessGuard } from '../src/platform/auth/access.guard';
import type { CurrentAccessCache } from '../src/platform/auth/current-access';
import { TokenService } from '../src/platform/auth/token.service';
import { Forbidden, PLATFORM_MESSAGES, Unauthorized } from '../src/platform/errors/domain-errors';

@Controller('api/things')
class ThingsController {
  @Get() undeclared() {}
  @Get('public') @Public() wronglyPublic() {}
  @Get('page') @Public.page() page() {}
  @Get('jobs') @Access(PERMISSIONS.JOBS_READ) jobs() {}
}

const jwt = new JwtService({ secret: 'unit-test-secret-unit-test-secret' });
const tokens = new TokenService(jwt, { jwtExpiresIn: '1h' });
// The declaration logic only: the user's current state is the token's here (CurrentAccessCache has its own tests).
const asInToken = { current: async (claims: unknown) => claims } as unknown as CurrentAccessCache;
const guard = new AccessGuard(new Reflector(), tokens, asInToken);

function context(handler: keyof ThingsController, url: string, token?: string): ExecutionContext {
  const request = { method: 'GET', url, routeOptions: { url }, headers: token ? { authorization: `Bearer ${token}` } : {} };
  return {
    getHandler: () => ThingsController.prototype[handler],
    getClass: () => ThingsController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const claims = (scopes: string[]) => ({
  id: 1, username: 'someone', name: 'Some One', email: null, scopes, role: 'Worker', company: 'C', companyId: 1, companyLogo: null, language: 'en' as const,
});

describe('AccessGuard', () => {
  it('refuses a route without a declaration, even with a valid token (fail closed)', async () => {
    const token = tokens.sign(claims([...Object.values(PERMISSIONS)]));
    await expect(guard.canActivate(context('undeclared', '/api/things', token))).rejects.toThrow(Forbidden);
  });

  it('refuses a route declared public under /api', async () => {
    await expect(guard.canActivate(context('wronglyPublic', '/api/things/public'))).rejects.toThrow(Forbidden);
  });

  it('lets anyone load a page under /api declared as one (it holds no data)', async () => {
    await expect(guard.canActivate(context('page', '/api/things/page'))).resolves.toBe(true);
  });

  it('needs a token, then the permission', async () => {
    await expect(guard.canActivate(context('jobs', '/api/things/jobs'))).rejects.toThrow(Unauthorized);
    await expect(guard.canActivate(context('jobs', '/api/things/jobs', tokens.sign(claims([PERMISSIONS.USERS_READ]))))).rejects.toThrow(Forbidden);
    await expect(guard.canActivate(context('jobs', '/api/things/jobs', tokens.sign(claims([PERMISSIONS.JOBS_READ]))))).resolves.toBe(true);
  });
});

describe('TokenService.verify', () => {
  afterEach(() => jest.restoreAllMocks());

  it('remembers a verified token, still refuses it once expired, and never trusts a token it did not sign', () => {
    const token = tokens.sign(claims([PERMISSIONS.JOBS_READ]));
    const first = tokens.verify(token);
    expect(tokens.verify(token)).toBe(first); // the second use is the remembered claims
    expect(() => (first.scopes as string[]).push(PERMISSIONS.USERS_READ)).toThrow(TypeError); // shared, so frozen
    jest.spyOn(Date, 'now').mockReturnValue(first.exp * 1000);
    expect(() => tokens.verify(token)).toThrow(new Unauthorized(PLATFORM_MESSAGES.sessionExpired));
    jest.restoreAllMocks();
    const [header, payload] = token.split('.');
    expect(() => tokens.verify(`${header}.${payload}.forged-signature`)).toThrow(Unauthorized);
  });
});
