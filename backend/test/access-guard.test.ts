import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access, Public } from '../src/platform/auth/access.decorator';
import { AccessGuard } from '../src/platform/auth/access.guard';
import { TokenService } from '../src/platform/auth/token.service';
import { Forbidden, Unauthorized } from '../src/platform/errors/domain-errors';

@Controller('api/things')
class ThingsController {
  @Get() undeclared() {}
  @Get('public') @Public() wronglyPublic() {}
  @Get('page') @Public.page() page() {}
  @Get('jobs') @Access(PERMISSIONS.JOBS_READ) jobs() {}
}

const jwt = new JwtService({ secret: 'unit-test-secret-unit-test-secret', signOptions: { expiresIn: '1h' } });
const tokens = new TokenService(jwt);
const guard = new AccessGuard(new Reflector(), tokens);

function context(handler: keyof ThingsController, url: string, token?: string): ExecutionContext {
  const request = { method: 'GET', url, routeOptions: { url }, headers: token ? { authorization: `Bearer ${token}` } : {} };
  return {
    getHandler: () => ThingsController.prototype[handler],
    getClass: () => ThingsController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const claims = (scopes: string[]) => ({
  id: 1, username: 'someone', name: 'Some One', email: null, scopes, role: 'Worker', company: 'C', companyId: 1, companyLogo: null,
});

describe('AccessGuard', () => {
  it('refuses a route without a declaration, even with a valid token (fail closed)', () => {
    const token = tokens.sign(claims([...Object.values(PERMISSIONS)]));
    expect(() => guard.canActivate(context('undeclared', '/api/things', token))).toThrow(Forbidden);
  });

  it('refuses a route declared public under /api', () => {
    expect(() => guard.canActivate(context('wronglyPublic', '/api/things/public'))).toThrow(Forbidden);
  });

  it('lets anyone load a page under /api declared as one (it holds no data)', () => {
    expect(guard.canActivate(context('page', '/api/things/page'))).toBe(true);
  });

  it('needs a token, then the permission', () => {
    expect(() => guard.canActivate(context('jobs', '/api/things/jobs'))).toThrow(Unauthorized);
    expect(() => guard.canActivate(context('jobs', '/api/things/jobs', tokens.sign(claims([PERMISSIONS.USERS_READ]))))).toThrow(Forbidden);
    expect(guard.canActivate(context('jobs', '/api/things/jobs', tokens.sign(claims([PERMISSIONS.JOBS_READ]))))).toBe(true);
  });
});
