import { DEMO_ROLE_PERMISSIONS } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import '../i18n';
import { MENU, visibleMenu } from './menu';

/** The menu's texts in English (the labels are message ids). */
const labels = (scopes: readonly string[]) => visibleMenu({ scopes }).map((g) => [i18n._(g.label), g.entries.map((e) => i18n._(e.label))]);

describe('side menu by permission', () => {
  it('shows an Administrator every group and entry of both documents', () => {
    const menu = visibleMenu({ scopes: DEMO_ROLE_PERMISSIONS.Administrator });
    expect(menu).toHaveLength(MENU.length);
    expect(menu.flatMap((g) => g.entries)).toHaveLength(MENU.flatMap((g) => g.entries).length);
  });

  it('shows a worker only Home, Time Offs and their App entries', () => {
    expect(labels(DEMO_ROLE_PERMISSIONS.Worker)).toEqual([
      ['Home', []],
      ['Time Offs', ['Time Offs']],
      ['App', ['My Schedule', 'My Records']],
    ]);
  });

  it('hides the Users group without users.all even when users.read is held', () => {
    expect(labels(['users.read']).map(([g]) => g)).toEqual(['Home']);
    expect(labels(['users.all', 'users.read'])).toContainEqual(['Users', ['View Users']]);
  });

  it('needs roles.read for View Roles, roles.add too for Add Role, and productions.create for Add Production and Add Time Records', () => {
    expect(labels(['users.all', 'roles.read'])).toContainEqual(['Users', ['View Roles']]);
    expect(labels(['users.all', 'roles.read', 'roles.add'])).toContainEqual(['Users', ['View Roles', 'Add Role']]);
    expect(labels(['jobs.all', 'productions.create'])).toContainEqual(['Jobs', ['Add Production', 'Add Time Records']]);
    const star = MENU.flatMap((g) => g.entries).filter((e) => e.badge === 'star').map((e) => i18n._(e.label));
    expect(star).toEqual(['Add Time Records']);
  });

  it('offers no entry whose screen needs a route the role may not call (the access table): the demo manager and foreman', () => {
    const manager = labels(DEMO_ROLE_PERMISSIONS.Manager);
    expect(manager).toContainEqual(['Users', ['View Users', 'Add User', 'View Roles']]);
    const foreman = labels(DEMO_ROLE_PERMISSIONS.Foreman);
    expect(foreman).toContainEqual(['Equipment', ['View Equipment']]);
    expect(foreman).toContainEqual(['Jobs', ['View Jobs', 'Add Production', 'Add Time Records']]);
  });

  it('shows Contents > Overtime Policies to the holders of productions.export only', () => {
    expect(labels(['productions.export'])).toContainEqual(['Contents', ['Overtime Policies']]);
    expect(labels(['contents.work_types'])).toContainEqual(['Contents', ['Work Types']]);
  });

  it('shows a report entry only with its report permission', () => {
    expect(labels(['reports.spread_report'])).toContainEqual(['Reports', ['Spread Report']]);
    expect(labels(['reports.payroll_report'])).toContainEqual(['Human Resources', ['Payroll Report', 'Payroll Query']]);
  });

  it('shows Time Offs with time_offs.read or time_offs.create, and Time Offs Report only with time_offs.report', () => {
    expect(labels(['time_offs.create'])).toContainEqual(['Time Offs', ['Time Offs']]);
    expect(labels(['time_offs.read'])).toContainEqual(['Time Offs', ['Time Offs']]);
    expect(labels(['time_offs.report'])).toContainEqual(['Time Offs', ['Time Offs Report']]);
    expect(labels(['time_offs.create', 'time_offs.report'])).toContainEqual(['Time Offs', ['Time Offs', 'Time Offs Report']]);
    expect(labels(['time_offs.approve']).map(([g]) => g)).toEqual(['Home']);
  });
});
