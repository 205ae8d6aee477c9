import { PERMISSIONS as P, type Permission } from '@groundwork/shared/domain';
import type { AdminMessageId } from '../../i18n';

/**
 * Each permission in words (its message id in mf-admin's catalogue), grouped by the area of the product it opens (the
 * role form's checkboxes).
 */
export const PERMISSION_AREAS: readonly { area: AdminMessageId; labels: Readonly<Partial<Record<Permission, AdminMessageId>>> }[] = [
  { area: 'admin.permArea.companies', labels: { [P.COMPANIES_ALL]: 'admin.perm.companiesAll', [P.COMPANIES_TOGGLE]: 'admin.perm.companiesToggle' } },
  {
    area: 'admin.permArea.usersAndRoles',
    labels: {
      [P.USERS_ALL]: 'admin.perm.usersAll', [P.USERS_READ]: 'admin.perm.usersRead', [P.USERS_CREATE]: 'admin.perm.usersCreate', [P.USERS_UPDATE]: 'admin.perm.usersUpdate',
      [P.ROLES_READ]: 'admin.perm.rolesRead', [P.ROLES_ADD]: 'admin.perm.rolesAdd', [P.ROLES_UPDATE]: 'admin.perm.rolesUpdate',
    },
  },
  {
    area: 'admin.permArea.jobs',
    labels: { [P.JOBS_ALL]: 'admin.perm.jobsAll', [P.JOBS_READ]: 'admin.perm.jobsRead', [P.JOBS_CREATE]: 'admin.perm.jobsCreate', [P.JOBS_UPDATE]: 'admin.perm.jobsUpdate', [P.JOBS_DELETE]: 'admin.perm.jobsDelete' },
  },
  {
    area: 'admin.permArea.productionsAndTimeRecords',
    labels: {
      [P.PRODUCTIONS_CREATE]: 'admin.perm.productionsCreate', [P.PRODUCTIONS_TIME_CARDS_UPLOAD]: 'admin.perm.productionsTimeCardsUpload',
      [P.PRODUCTIONS_APPROVE]: 'admin.perm.productionsApprove', [P.PRODUCTIONS_INVOICE]: 'admin.perm.productionsInvoice',
      [P.PRODUCTIONS_EXPORT]: 'admin.perm.productionsExport',
    },
  },
  {
    area: 'admin.permArea.equipment',
    labels: {
      [P.EQUIPMENT_ALL]: 'admin.perm.equipmentAll', [P.EQUIPMENT_READ]: 'admin.perm.equipmentRead', [P.EQUIPMENT_CREATE]: 'admin.perm.equipmentCreate',
      [P.EQUIPMENT_UPDATE]: 'admin.perm.equipmentUpdate', [P.EQUIPMENT_DELETE]: 'admin.perm.equipmentDelete',
    },
  },
  {
    area: 'admin.permArea.costCodes',
    labels: {
      [P.COST_CODES_ALL]: 'admin.perm.costCodesAll', [P.COST_CODES_READ]: 'admin.perm.costCodesRead', [P.COST_CODES_CREATE]: 'admin.perm.costCodesCreate',
      [P.COST_CODES_UPDATE]: 'admin.perm.costCodesUpdate', [P.COST_CODES_DELETE]: 'admin.perm.costCodesDelete',
    },
  },
  { area: 'admin.permArea.app', labels: { [P.WEB_CREW_BUILDER]: 'admin.perm.webCrewBuilder', [P.WEB_TIMECARDS]: 'admin.perm.webTimecards' } },
  {
    area: 'admin.permArea.reports',
    labels: {
      [P.REPORTS_FOREMAN]: 'admin.perm.reportsForeman', [P.REPORTS_EQUIPMENT_USAGE]: 'admin.perm.reportsEquipmentUsage', [P.REPORTS_SPREAD]: 'admin.perm.reportsSpread',
      [P.REPORTS_SUBCONTRACTOR]: 'admin.perm.reportsSubcontractor', [P.REPORTS_MANAGER]: 'admin.perm.reportsManager',
      [P.REPORTS_EVERYONE]: 'admin.perm.reportsEveryone', [P.REPORTS_JOB_COST]: 'admin.perm.reportsJobCost',
    },
  },
  {
    area: 'admin.permArea.humanResources',
    labels: {
      [P.REPORTS_PAYROLL]: 'admin.perm.reportsPayroll', [P.REPORTS_TIMECARDS]: 'admin.perm.reportsTimecards', [P.REPORTS_TIMECARDS_V2]: 'admin.perm.reportsTimecardsV2',
      [P.REPORTS_MISSING_TIMECARDS]: 'admin.perm.reportsMissingTimecards', [P.REPORTS_ACTIVE_EMPLOYEES]: 'admin.perm.reportsActiveEmployees',
    },
  },
  {
    area: 'admin.permArea.timeOffs',
    labels: {
      [P.TIME_OFFS_READ]: 'admin.perm.timeOffsRead', [P.TIME_OFFS_CREATE]: 'admin.perm.timeOffsCreate', [P.TIME_OFFS_REPORT]: 'admin.perm.timeOffsReport',
      [P.TIME_OFFS_APPROVE]: 'admin.perm.timeOffsApprove',
    },
  },
  { area: 'admin.permArea.materialHauling', labels: { [P.MATERIAL_HAULING_ALL]: 'admin.perm.materialHaulingAll' } },
  { area: 'admin.permArea.contents', labels: { [P.CONTENTS_WORK_TYPES]: 'admin.perm.contentsWorkTypes', [P.CONTENTS_EQUIPMENT_CATEGORIES]: 'admin.perm.contentsEquipmentCategories' } },
];

/** The area of a permission the list above does not know (a newer server): shown by its name. */
export const OTHER_AREA: AdminMessageId = 'admin.permArea.other';
