import {
  MESSAGES, type EmployeeRecordStatus, type EquipmentClass, type InvoiceStatus, type OwnershipType, type TimeOffType,
} from '@groundwork/shared/domain';
import type { Catalogue } from '../languages';

/**
 * The shared messages in English, bundled. The texts of the spec's messages are MESSAGES' own (one source): this
 * catalogue gives them ids that the French catalogue translates, for the screens and for the server's answers.
 */
export const en = {
  'language.name.en': 'English',
  'language.name.fr': 'Français',
  'language.label': 'Language',
  'messages.errorTitle': 'Error',
  'messages.required': MESSAGES.required,
  'messages.invalidChoice': MESSAGES.invalidChoice,
  'messages.notANumber': MESSAGES.notANumber,
  'messages.invalidEmail': MESSAGES.invalidEmail,
  'messages.notUnique': MESSAGES.notUnique,
  'messages.loginFailedTitle': MESSAGES.loginFailedTitle,
  'messages.incorrectCredentials': MESSAGES.incorrectCredentials,
  'messages.somethingWentWrong': MESSAGES.somethingWentWrong,
  'messages.futureDate': MESSAGES.futureDate,
  'messages.endBeforeStart': MESSAGES.endBeforeStart,
  'messages.noSchedule': MESSAGES.noSchedule,
  'messages.waitingToSend': MESSAGES.waitingToSend,
  'timeOff.type.sick': 'Sick',
  'timeOff.type.holiday': 'Holiday',
  'timeOff.type.noShow': 'No Show',
  'messages.overnightWork': MESSAGES.overnightWork,
  'messages.hoursOutOfSchedule': MESSAGES.hoursOutOfSchedule,
  'timeRecord.job': 'Job',
  'timeRecord.employee': 'Employee',
  'timeRecord.chooseJobFirst': 'Choose the job first.',
  'timeRecord.costCode': 'Cost Code',
  'timeRecord.workType': 'Type of Work',
  'timeRecord.date': 'Date',
  'timeRecord.time': 'Time',
  'timeRecord.timeIn': 'Time In',
  'timeRecord.timeOut': 'Time Out',
  'timeRecord.hours': 'Hours',
  'timeRecord.hoursComputed': 'Computed from the in and out times.',
  'timeRecord.lunchTaken': 'Lunch break taken',
  'timeRecord.lunchBreak': 'Lunch break',
  'timeRecord.taken': 'Taken',
  'timeRecord.notTaken': 'Not taken',
  'timeRecord.description': 'Description',
  'timeRecord.preview': 'Preview',
  'timeRecord.nextDay': '(next day)',
  'timeRecord.overtime': 'Overtime',
  'timeRecord.equipment': 'Equipment',
  'timeRecord.equipmentLine': 'Equipment line',
  'timeRecord.equipmentLineLower': 'equipment line',
  'timeRecord.colon': ':',
  'timeRecord.litresOfFuel': 'l fuel',
  'timeRecord.hoursUsed': 'Hours Used',
  'timeRecord.fuel': 'Fuel (litres)',
  'timeRecord.notes': 'Notes',
  'timeRecord.remove': 'Remove',
  'timeRecord.addEquipment': 'Add Equipment',
  'messages.confirmContinue': MESSAGES.confirmContinue,
  'messages.noRecordsFound': MESSAGES.noRecordsFound,
  'messages.recordDeleted': MESSAGES.recordDeleted,
  'messages.confirmDeleteRequest': MESSAGES.confirmDelete('request'),
  'messages.selectType': MESSAGES.selectType,
  'messages.selectDate': MESSAGES.selectDate,
  'ui.yes': 'Yes',
  'ui.no': 'No',
  'ui.close': 'Close',
  'ui.success': 'Success',
  'ui.clearSelection': 'Clear selection',
  'ui.showOptions': 'Show options',
  'ui.show': 'Show',
  'ui.hide': 'Hide',
  'ui.password': 'password',
  'ui.year': 'Year',
  'ui.remove': 'Remove',
  'ui.noMatches': 'No matches',
  'ui.loading': 'Loading',
  'ui.notifications': 'Notifications',
  'ui.closeNotification': 'Close notification',
  'ui.breadcrumb': 'Breadcrumb',
  'ui.chooseDate': 'Choose date',
  'ui.calendar': 'Calendar',
  'ui.goBack': 'Go Back',
  'ui.dateFormat': 'Please enter a date as YYYY-MM-DD.',
  // Followed by the day and a full stop (plain text: the shared catalogue has no placeholders).
  'ui.dateNotBefore': 'The date cannot be before',
  'ui.dateNotAfter': 'The date cannot be after',
  'messages.noMatchingRecord': MESSAGES.noMatchingRecord,
  'messages.somethingWentWrongBang': MESSAGES.somethingWentWrongBang,
  'messages.noConnection': 'There is no connection: nothing was sent. Try again when the connection returns.',
  'messages.uploadFailed': MESSAGES.uploadFailed,
  'ui.startAfterEnd': 'The start date cannot be after the end date.',
  'ui.dateRange': 'Date range',
  'ui.labelSeparator': ': ',
  'ui.startDate': 'start date',
  'ui.endDate': 'end date',
  'ui.chooseDateRange': 'Choose date range',
  'ui.datePlaceholder': 'YYYY-MM-DD',
  'ui.last7Days': 'Last 7 days',
  'ui.last30Days': 'Last 30 days',
  'ui.chartNote': '(chart; the values are in the table that follows)',
  'ui.chartItem': 'Item',
  // Record columns (shared/src/records)
  'recordColumns.approval': 'Approval',
  'recordColumns.approval.pending': 'N/P',
  'recordColumns.approval.approved': 'Approved',
  'recordColumns.approval.declined': 'Declined',
  'recordColumns.confirmSave': MESSAGES.confirmSaveRecord,
  'recordColumns.saveChanges': 'Save Changes',
  'recordColumns.discardChanges': 'Discard Changes',
  'recordColumns.updated': MESSAGES.recordUpdated,
  'recordColumns.confirmDelete': MESSAGES.confirmDelete('record'),
  'recordColumns.exportStatus': 'Export Status',
  'recordColumns.export.pending': 'Pending',
  'recordColumns.export.exported': 'Exported',
  'recordColumns.export.pendingExport': 'Pending Export',
  'recordColumns.reset': 'Reset',
  'recordColumns.exportReset': MESSAGES.exportReset,
  'recordColumns.invoiceStatus': 'Invoice Status',
  'recordColumns.invoice.na': 'N/A',
  'recordColumns.invoice.notToBeInvoiced': 'Not to be Invoiced',
  'recordColumns.invoice.readyForInvoicing': 'Ready for Invoicing',
  'recordColumns.invoice.invoiced': 'Invoiced',
  'recordStatus.pending': 'Pending',
  'recordStatus.approved': 'Approved',
  'recordStatus.declined': 'Declined',
  'recordStatus.exported': 'Exported',
  'recordColumns.actions': 'Actions',
  'recordColumns.edit': 'Edit',
  'recordColumns.editNew': 'Edit New',
  'recordColumns.copy': 'Copy',
  'recordColumns.delete': 'Delete',
  // An equipment's class and ownership type, by their stored English values (EQUIPMENT_CLASSES, OWNERSHIP_TYPES):
  // written out, as importing the domain's lists would put its modules in a chunk of their own on every page.
  'equipmentClass.Attachment': 'Attachment',
  'equipmentClass.Backhoe': 'Backhoe',
  'equipmentClass.Blower': 'Blower',
  'equipmentClass.Compressor': 'Compressor',
  'equipmentClass.Conveyor': 'Conveyor',
  'equipmentClass.Crusher': 'Crusher',
  'equipmentClass.Dozer': 'Dozer',
  'equipmentClass.Excavator': 'Excavator',
  'equipmentClass.Gensets/Fusing machine': 'Gensets/Fusing machine',
  'equipmentClass.Grinder': 'Grinder',
  'equipmentClass.Job containers/Site office': 'Job containers/Site office',
  'equipmentClass.Light tower/Message board': 'Light tower/Message board',
  'equipmentClass.Loaders': 'Loaders',
  'equipmentClass.Other vehicle': 'Other vehicle',
  'equipmentClass.Pick-up': 'Pick-up',
  'equipmentClass.Plate tamper': 'Plate tamper',
  'equipmentClass.Rock truck': 'Rock truck',
  'equipmentClass.Roller': 'Roller',
  'equipmentClass.Screener': 'Screener',
  'equipmentClass.Skid Steer': 'Skid Steer',
  'equipmentClass.Surveyor equipment': 'Surveyor equipment',
  'equipmentClass.Trailer': 'Trailer',
  'equipmentClass.Truck': 'Truck',
  'ownershipType.Owned': 'Owned',
  'ownershipType.Leased': 'Leased',
  'ownershipType.Loaned': 'Loaned',
} satisfies Catalogue;

/** The message id of an equipment class's label. */
export const equipmentClassId = (value: EquipmentClass) => `equipmentClass.${value}` as const;
/** The message id of an ownership type's label. */
export const ownershipTypeId = (value: OwnershipType) => `ownershipType.${value}` as const;

export type SharedMessageId = keyof typeof en;

let byEnglish: Map<string, SharedMessageId> | null = null;
/** The id of a shared message by its English text (a validation schema's or the server's message), if catalogued. */
export function sharedIdOfEnglish(text: string): SharedMessageId | undefined {
  byEnglish ??= new Map(Object.entries(en).filter(([id]) => id.startsWith('messages.')).map(([id, message]) => [message, id as SharedMessageId]));
  return byEnglish.get(text);
}

/** The message id of each time off type (the type itself is stored and sent in English). */
export const TIME_OFF_TYPE_IDS = {
  Sick: 'timeOff.type.sick',
  Holiday: 'timeOff.type.holiday',
  'No Show': 'timeOff.type.noShow',
} as const satisfies Record<TimeOffType, SharedMessageId>;

/** The label of each invoice status (the status itself is stored and sent in English). */
export const INVOICE_STATUS_IDS = {
  'N/A': 'recordColumns.invoice.na',
  'Not to be Invoiced': 'recordColumns.invoice.notToBeInvoiced',
  'Ready for Invoicing': 'recordColumns.invoice.readyForInvoicing',
  Invoiced: 'recordColumns.invoice.invoiced',
} as const satisfies Record<InvoiceStatus, SharedMessageId>;

/** The label of each status of a time record as its employee and the payroll downloads show it (employeeRecordStatus). */
export const RECORD_STATUS_IDS = {
  Pending: 'recordStatus.pending',
  Approved: 'recordStatus.approved',
  Declined: 'recordStatus.declined',
  Exported: 'recordStatus.exported',
} as const satisfies Record<EmployeeRecordStatus, SharedMessageId>;
