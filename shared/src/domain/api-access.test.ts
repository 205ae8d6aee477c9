import { mayCall } from './api-access';
import { DEMO_ROLE_PERMISSIONS, PERMISSIONS as P } from './permissions';

const role = (name: keyof typeof DEMO_ROLE_PERMISSIONS) => ({ scopes: DEMO_ROLE_PERMISSIONS[name], role: name });

describe('the access table (mayCall)', () => {
  it('lets the foreman and the payroll clerk read equipment but not add, edit or delete it; the manager may', () => {
    for (const name of ['Foreman', 'Payroll'] as const) {
      expect(mayCall(role(name), 'GET /api/equipment')).toBe(true);
      expect(mayCall(role(name), 'POST /api/equipment')).toBe(false);
      expect(mayCall(role(name), 'PUT /api/equipment/:id')).toBe(false);
      expect(mayCall(role(name), 'DELETE /api/equipment/:id')).toBe(false);
    }
    expect(mayCall(role('Manager'), 'PUT /api/equipment/:id')).toBe(true);
  });

  it('reads roles.add for adding a role, which the manager lacks', () => {
    expect(mayCall(role('Manager'), 'GET /api/roles')).toBe(true);
    expect(mayCall(role('Manager'), 'POST /api/roles')).toBe(false);
    expect(mayCall({ scopes: [P.ROLES_ADD] }, 'POST /api/roles')).toBe(true);
  });

  it('passes the switcher rule to the Administrator holding every permission only, and any signed-in user on open reads', () => {
    expect(mayCall(role('Administrator'), 'POST /auth/switch-company')).toBe(true);
    expect(mayCall({ scopes: [...DEMO_ROLE_PERMISSIONS.Manager], role: 'Administrator' }, 'POST /auth/switch-company')).toBe(false);
    expect(mayCall({ scopes: [] }, 'GET /api/jobs')).toBe(true);
  });

});
