import { hasAnyPermission, PERMISSIONS, type Language, type User } from '@groundwork/shared/domain';
import { fieldErrors, userCreateFormSchema, userUpdateSchema, type UserCreateInput, type UserUpdateInput } from '@groundwork/shared/validation';
import type { AdminMessageId } from '../../i18n';

/** What the user form holds while it is being filled in (blank choices are null or ''). */
export interface UserFormValues {
  name: string;
  employeeCode: string;
  employmentType: string | null;
  payType: string | null;
  payRate: number | null;
  workTypeId: number | null;
  workClass: string | null;
  union: string;
  carType: string | null;
  mobile: string;
  email: string;
  address: string;
  birthdayAt: string | null;
  hiredAt: string | null;
  emergencyContact: string;
  health: string;
  username: string;
  password: string;
  confirmPassword: string;
  roleId: number | null;
  managerIds: number[];
  isOnPayroll: boolean;
  isActive: boolean;
  /** A subcontractor's employee (the subcontractor report reads their records). */
  isSubcontractor: boolean;
  /** The language of the user's screens and of the API's messages to them. */
  language: Language;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '', employeeCode: '', employmentType: null, payType: null, payRate: null, workTypeId: null, workClass: null,
  union: '', carType: null, mobile: '', email: '', address: '', birthdayAt: null, hiredAt: null, emergencyContact: '',
  health: '', username: '', password: '', confirmPassword: '', roleId: null, managerIds: [], isOnPayroll: true,
  isActive: true, isSubcontractor: false, language: 'en',
};

/** The form's values for an existing user (GET /api/users/{id}?includeManagers=true); passwords start empty. */
export function valuesOfUser(user: User): UserFormValues {
  return {
    name: user.name,
    employeeCode: user.employeeCode,
    employmentType: user.employmentType,
    payType: user.payType,
    payRate: user.payRate,
    workTypeId: user.workTypeId,
    workClass: user.workClass,
    union: user.union ?? '',
    carType: user.carType,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    address: user.address ?? '',
    birthdayAt: user.birthdayAt,
    hiredAt: user.hiredAt,
    emergencyContact: user.emergencyContact ?? '',
    health: user.health ?? '',
    username: user.username,
    password: '',
    confirmPassword: '',
    roleId: user.roleId,
    managerIds: user.managerIds ?? (user.managers ?? []).map((m) => m.id),
    isOnPayroll: user.isOnPayroll,
    isActive: user.isActive,
    isSubcontractor: user.isSubcontractor ?? false,
    language: user.language ?? 'en',
  };
}

export type UserFormResult =
  | { ok: true; mode: 'create'; body: UserCreateInput }
  | { ok: true; mode: 'edit'; body: UserUpdateInput }
  | { ok: false; errors: Record<string, string> };

/**
 * Validates the form with the shared schemas: on create userCreateFormSchema (password and its confirmation),
 * on edit userUpdateSchema (an empty password keeps the old one). The body never carries the confirmation.
 */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFormResult {
  if (mode === 'create') {
    const parsed = userCreateFormSchema.safeParse(values);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const { confirmPassword: _confirmation, ...body } = parsed.data;
    return { ok: true, mode, body };
  }
  const { confirmPassword: _unused, ...rest } = values;
  const parsed = userUpdateSchema.safeParse(rest);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, mode, body: parsed.data };
}

/**
 * Why the Role field is locked (its message id), or null: the server lets users.create set the role of a new user and
 * users.update change the role of another user, never one's own.
 */
export function roleLockReason(scopes: readonly string[], id: number | null, ownId: number | null): AdminMessageId | null {
  if (id === null) return hasAnyPermission({ scopes }, PERMISSIONS.USERS_CREATE) ? null : 'admin.users.roleNeedsCreate';
  if (id === ownId) return 'admin.users.ownRoleLocked';
  return hasAnyPermission({ scopes }, PERMISSIONS.USERS_UPDATE) ? null : 'admin.users.roleNeedsUpdate';
}
