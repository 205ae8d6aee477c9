import type { User } from '@groundwork/shared/domain';
import { fieldErrors, userUpdateSchema, type UserUpdateInput } from '@groundwork/shared/validation';

/**
 * The user body that changes only an employee's work class (the payroll report's Work Class edit; the class is the
 * employee's, so it shows on every record of theirs): the stored user as GET /api/users/{id} gives it, checked by the
 * shared user rules. The password is left out, so the stored one is kept.
 */
export function workClassBody(user: User, workClass: string): { ok: true; body: UserUpdateInput } | { ok: false; message: string } {
  const parsed = userUpdateSchema.safeParse({
    ...user,
    workClass,
    managerIds: user.managerIds ?? (user.managers ?? []).map((m) => m.id),
    password: undefined,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: Object.values(fieldErrors(parsed.error))[0] ?? '' };
}
