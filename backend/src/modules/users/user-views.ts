import type { User } from './user.entity';
import { toRoleView, type RoleView } from '../roles/roles.service';

/** A user as the API answers it: every field of the spec but the password (never selected, never copied). */
export interface UserView {
  id: number;
  companyId: number;
  name: string;
  employeeCode: string;
  employmentType: User['employmentType'];
  payType: User['payType'];
  payRate: number | null;
  workTypeId: number | null;
  workClass: User['workClass'];
  union: string | null;
  carType: User['carType'];
  mobile: string | null;
  email: string | null;
  address: string | null;
  birthdayAt: string | null;
  hiredAt: string | null;
  emergencyContact: string | null;
  health: string | null;
  username: string;
  roleId: number;
  isOnPayroll: boolean;
  isActive: boolean;
  isSubcontractor: boolean;
  language: User['language'];
  createdAt: Date;
  updatedAt: Date;
  role?: RoleView;
  managerIds?: number[];
  managers?: UserView[];
}

/** What the employee pickers (jobs, time records, crew builder) get: no pay, contact or personal data. */
export type UserDirectoryView = Pick<
  UserView,
  'id' | 'companyId' | 'name' | 'employeeCode' | 'username' | 'workClass' | 'union' | 'workTypeId' | 'roleId' | 'isActive' | 'isOnPayroll' | 'isSubcontractor'
> & { role?: { id: number; name: string } };

/**
 * What the active employees report gets (reports.active_employees_report without users.*): the directory view plus
 * the hire date and the work contact (email, mobile); still no pay, address, birthday, health or emergency contact.
 */
export type EmployeeReportView = UserDirectoryView & Pick<UserView, 'hiredAt' | 'email' | 'mobile'>;

export function toUserView(user: User): UserView {
  const view: UserView = {
    id: user.id, companyId: user.companyId, name: user.name, employeeCode: user.employeeCode,
    employmentType: user.employmentType, payType: user.payType, payRate: user.payRate, workTypeId: user.workTypeId,
    workClass: user.workClass, union: user.union, carType: user.carType, mobile: user.mobile, email: user.email,
    address: user.address, birthdayAt: user.birthdayAt, hiredAt: user.hiredAt, emergencyContact: user.emergencyContact,
    health: user.health, username: user.username, roleId: user.roleId, isOnPayroll: user.isOnPayroll,
    isActive: user.isActive, isSubcontractor: user.isSubcontractor, language: user.language, createdAt: user.createdAt, updatedAt: user.updatedAt,
  };
  if (user.role) view.role = toRoleView(user.role);
  if (user.managers) {
    view.managers = user.managers.map(toUserView);
    view.managerIds = user.managers.map((m) => m.id);
  }
  return view;
}

export function toDirectoryView(user: User): UserDirectoryView {
  const view: UserDirectoryView = {
    id: user.id, companyId: user.companyId, name: user.name, employeeCode: user.employeeCode, username: user.username,
    workClass: user.workClass, union: user.union, workTypeId: user.workTypeId, roleId: user.roleId,
    isActive: user.isActive, isOnPayroll: user.isOnPayroll, isSubcontractor: user.isSubcontractor,
  };
  if (user.role) view.role = { id: user.role.id, name: user.role.name };
  return view;
}

export function toEmployeeReportView(user: User): EmployeeReportView {
  return { ...toDirectoryView(user), hiredAt: user.hiredAt, email: user.email, mobile: user.mobile };
}
