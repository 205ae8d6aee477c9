import { PERMISSIONS as P, type Permission } from '@groundwork/shared/domain';

/** Each permission in words, grouped by the area of the product it opens (the role form's checkboxes). */
export const PERMISSION_AREAS: readonly { area: string; labels: Readonly<Partial<Record<Permission, string>>> }[] = [
  { area: 'Companies', labels: { [P.COMPANIES_ALL]: 'Manage every company', [P.COMPANIES_TOGGLE]: 'Switch company' } },
  {
    area: 'Users and roles',
    labels: {
      [P.USERS_ALL]: 'Users menu', [P.USERS_READ]: 'View users', [P.USERS_CREATE]: 'Add users', [P.USERS_UPDATE]: 'Edit users',
      [P.ROLES_READ]: 'View roles', [P.ROLES_ADD]: 'Add roles', [P.ROLES_UPDATE]: 'Edit and delete roles',
    },
  },
  {
    area: 'Jobs',
    labels: { [P.JOBS_ALL]: 'Jobs menu', [P.JOBS_READ]: 'View jobs', [P.JOBS_CREATE]: 'Add jobs', [P.JOBS_UPDATE]: 'Edit jobs', [P.JOBS_DELETE]: 'Delete jobs' },
  },
  {
    area: 'Productions and time records',
    labels: {
      [P.PRODUCTIONS_CREATE]: 'Add productions and time records', [P.PRODUCTIONS_TIME_CARDS_UPLOAD]: 'Upload time cards',
      [P.PRODUCTIONS_APPROVE]: 'Approve time records', [P.PRODUCTIONS_INVOICE]: 'Change invoice status',
      [P.PRODUCTIONS_EXPORT]: 'Export payroll and reset exports',
    },
  },
  {
    area: 'Equipment',
    labels: {
      [P.EQUIPMENT_ALL]: 'Equipment menu', [P.EQUIPMENT_READ]: 'View equipment', [P.EQUIPMENT_CREATE]: 'Add equipment',
      [P.EQUIPMENT_UPDATE]: 'Edit equipment', [P.EQUIPMENT_DELETE]: 'Delete equipment',
    },
  },
  {
    area: 'Cost codes',
    labels: {
      [P.COST_CODES_ALL]: 'Cost codes menu', [P.COST_CODES_READ]: 'View cost codes', [P.COST_CODES_CREATE]: 'Add cost codes',
      [P.COST_CODES_UPDATE]: 'Edit cost codes', [P.COST_CODES_DELETE]: 'Delete cost codes',
    },
  },
  { area: 'App', labels: { [P.WEB_CREW_BUILDER]: 'Crew Builder', [P.WEB_TIMECARDS]: 'My Schedule and My Records' } },
  {
    area: 'Reports',
    labels: {
      [P.REPORTS_FOREMAN]: 'Foreman Report', [P.REPORTS_EQUIPMENT_USAGE]: 'Equipment Usage', [P.REPORTS_SPREAD]: 'Spread Report',
      [P.REPORTS_SUBCONTRACTOR]: 'Subcontractor Report', [P.REPORTS_MANAGER]: 'Manager Report',
      [P.REPORTS_EVERYONE]: "Every manager's team in the reports", [P.REPORTS_JOB_COST]: 'Job Cost (costs, pay rates and budgets)',
    },
  },
  {
    area: 'Human resources',
    labels: {
      [P.REPORTS_PAYROLL]: 'Payroll Report and Query', [P.REPORTS_TIMECARDS]: 'Timecards Report', [P.REPORTS_TIMECARDS_V2]: 'Timecards Report v2',
      [P.REPORTS_MISSING_TIMECARDS]: 'Missing Timecards', [P.REPORTS_ACTIVE_EMPLOYEES]: 'Active Employees',
    },
  },
  {
    area: 'Time offs',
    labels: {
      [P.TIME_OFFS_READ]: 'View time offs', [P.TIME_OFFS_CREATE]: 'Request time off', [P.TIME_OFFS_REPORT]: 'Time Offs Report',
      [P.TIME_OFFS_APPROVE]: 'Approve time off',
    },
  },
  { area: 'Material hauling', labels: { [P.MATERIAL_HAULING_ALL]: 'Material Hauling' } },
  { area: 'Contents', labels: { [P.CONTENTS_WORK_TYPES]: 'Work Types', [P.CONTENTS_EQUIPMENT_CATEGORIES]: 'Equipment Categories' } },
];

/** The area of a permission the list above does not know (a newer server): shown by its name. */
export const OTHER_AREA = 'Other';
