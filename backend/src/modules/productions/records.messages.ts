import { registerServerMessages } from '@groundwork/shared/i18n/server';

/**
 * Messages of the rules the server enforces on jobs, cost codes, equipment and their records, beyond the spec's
 * field messages (shared/src/domain/messages.ts). Documented in docs/records.md.
 */
export const RECORD_MESSAGES = {
  jobHasRecords: 'This job has productions or time records and cannot be deleted. Set its status to done instead.',
  costCodeHasRecords: 'This cost code has productions or time records and cannot be deleted.',
  equipmentHasRecords: 'This equipment is used on time records and cannot be deleted. Mark it inactive instead.',
  unknownEmployee: 'This employee was not found.',
  unknownEquipment: 'This equipment was not found.',
  inactiveEmployee: 'This employee is inactive and cannot be assigned to a job.',
  inactiveEquipment: 'This equipment is inactive and cannot be added to a job.',
  unknownJob: 'This job was not found.',
  unknownCostCode: 'This cost code was not found.',
  unknownWorkType: 'This type of work was not found.',
  unknownCategory: 'This equipment category was not found.',
  costCodeNotOnJob: 'This cost code does not belong to the job.',
  costCodeNotProduction: 'This cost code does not track production.',
  costCodeNotTime: 'This cost code does not track employee and equipment time.',
  employeeNotAssigned: 'This employee is not assigned to the job.',
  materialHaulingDisabled: 'Material hauling is not enabled for this job.',
  ownRecordsOnly: 'You can only record and change your own time records.',
  notOnJob: 'You can only file timecards on jobs you are assigned to or scheduled on.',
  needsApprove: 'You do not have permission to approve or decline records.',
  needsInvoice: 'You do not have permission to change the invoice status.',
  needsExport: 'You do not have permission to mark records exported or reset an export.',
  needsProductions: 'You do not have permission to record productions.',
  ownTeamOnly: 'You can only see the records of the employees you manage: pass your own id as managerId.',
  needsEquipmentUsage: 'You do not have permission to see equipment usage.',
  unknownRequest: 'This schedule entry was not found.',
  requestOfOther: 'This schedule entry is for another employee or job.',
  requestAnswered: 'This schedule entry already has a time record.',
  productionType: 'Please choose Production, Time Record or Material Hauling.',
  outsideRequestDays: 'The date must be within the days of the scheduled shift.',
} as const;
registerServerMessages('RECORD_MESSAGES', RECORD_MESSAGES);
