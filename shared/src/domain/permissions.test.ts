import { ALL_PERMISSIONS, canSwitchCompany, hasAnyPermission, holdsEveryPermission, isAdministratorName, PERMISSIONS } from './permissions';

describe('the company switch', () => {
  it('is open to companies.toggle whatever the role is called', () => {
    expect(canSwitchCompany({ scopes: [PERMISSIONS.COMPANIES_TOGGLE], role: 'Office' })).toBe(true);
  });
  it('is open to the Administrator role holding every permission', () => {
    const withoutToggle = ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.COMPANIES_TOGGLE);
    expect(holdsEveryPermission({ scopes: ALL_PERMISSIONS })).toBe(true);
    expect(canSwitchCompany({ scopes: ALL_PERMISSIONS, role: 'Administrator' })).toBe(true);
    expect(holdsEveryPermission({ scopes: withoutToggle })).toBe(false);
  });
  it('is closed to a role that is only named Administrator', () => {
    expect(canSwitchCompany({ scopes: [PERMISSIONS.USERS_READ], role: 'Administrator' })).toBe(false);
    expect(canSwitchCompany({ scopes: [], role: 'Administrator' })).toBe(false);
  });
});

describe('permission checks', () => {
  it('passes with any one of the permissions, and with none asked', () => {
    const holder = { scopes: [PERMISSIONS.JOBS_READ] };
    expect(hasAnyPermission(holder, PERMISSIONS.JOBS_ALL, PERMISSIONS.JOBS_READ)).toBe(true);
    expect(hasAnyPermission(holder, PERMISSIONS.JOBS_CREATE)).toBe(false);
    expect(hasAnyPermission(holder)).toBe(true);
  });
  it('lists every permission name once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});

describe('the reserved Administrator name', () => {
  it('matches whatever the case and surrounding spaces', () => {
    expect(isAdministratorName(' administrator ')).toBe(true);
    expect(isAdministratorName('ADMINISTRATOR')).toBe(true);
    expect(isAdministratorName('Administrators')).toBe(false);
  });
});
