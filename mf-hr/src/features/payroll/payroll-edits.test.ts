import type { User } from '@groundwork/shared/domain';
import { workClassBody } from './payroll-edits';
import { checkDay, pendingUpTo } from './payroll-dates';

describe('the Work Class edit of the payroll report', () => {
  it('changes only the work class of the employee, keeping the stored password and managers', () => {
    const user = {
      id: 5, name: 'Zoë Côté', employeeCode: 'E105', employmentType: null, payType: 'Hourly', payRate: 32, workTypeId: 2,
      workClass: 'LABOUR', union: 'LIUNA', carType: null, mobile: null, email: 'zoe@example.com', address: null,
      birthdayAt: null, hiredAt: '2020-04-01', emergencyContact: null, health: null, username: 'zcote', roleId: 4,
      isOnPayroll: true, isActive: true, managers: [{ id: 2 }],
    } as unknown as User;
    const r = workClassBody(user, 'OPERATORS');
    if (!r.ok) throw new Error(r.message);
    expect(r.body).toEqual(expect.objectContaining({ workClass: 'OPERATORS', name: 'Zoë Côté', union: 'LIUNA', managerIds: [2], roleId: 4 }));
    expect(r.body.password).toBeUndefined();
  });
});

describe('the payroll check day', () => {
  const now = new Date(2026, 10, 23, 10, 30);
  it('is today for a missing, malformed or future day', () => {
    expect(checkDay(null, now)).toBe('2026-11-23');
    expect(checkDay('2026-13-40', now)).toBe('2026-11-23');
    expect(checkDay('2026-02-30', now)).toBe('2026-11-23');
    expect(checkDay('2024-02-29', now)).toBe('2024-02-29');
    expect(checkDay('2026-11-24', now)).toBe('2026-11-23');
    expect(checkDay('2026-11-20', now)).toBe('2026-11-20');
  });
  it('counts as overdue the requests up to the end of a past day, and up to now today', () => {
    expect(new Date(pendingUpTo('2026-11-20', now)).getTime()).toBe(new Date(2026, 10, 21).getTime() - 1);
    expect(pendingUpTo('2026-11-23', now)).toBe(now.toISOString());
  });
});
