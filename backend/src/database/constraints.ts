import { MESSAGES, OVERTIME_SETTINGS_MESSAGES } from '@groundwork/shared/domain';

/**
 * Each named unique constraint or unique index, mapped to the API field it concerns and the message the user sees.
 * The exception filter translates a unique violation (SQLSTATE 23505, `constraint` = the key) with it.
 * The `_lower_` ones are unique indexes on lower(...) (migration CaseInsensitiveNames): names that differ only by
 * case count as the same, as the screens' uniqueness checks and the GET ...?name= lookups do.
 */
export const UNIQUE_CONSTRAINTS: Record<string, { field: string; message: string }> = {
  uq_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_role_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_user_username: { field: 'username', message: MESSAGES.notUnique },
  uq_user_company_lower_employee_code: { field: 'employeeCode', message: MESSAGES.notUnique },
  uq_work_type_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_overtime_policy_company_name: { field: 'name', message: OVERTIME_SETTINGS_MESSAGES.nameTaken },
  uq_overtime_policy_company_union: { field: 'union', message: OVERTIME_SETTINGS_MESSAGES.unionTaken },
  uq_equipment_category_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_equipment_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_job_company_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_cost_code_job_lower_name: { field: 'name', message: MESSAGES.notUnique },
  uq_job_assignment_job_user: { field: 'userId', message: MESSAGES.notUnique },
  uq_job_equipment_job_equipment: { field: 'equipmentId', message: MESSAGES.notUnique },
};
