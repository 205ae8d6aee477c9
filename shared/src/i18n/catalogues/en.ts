import {
  EQUIPMENT_CLASSES, MESSAGES, OWNERSHIP_TYPES, type EquipmentClass, type InvoiceStatus, type OwnershipType, type TimeOffType,
} from '@groundwork/shared/domain';
import type { Catalogue } from '../languages';

/**
 * The labels of a fixed list of the product whose values are stored and sent in English (an equipment's class): id
 * `prefix.value`, the English label the value itself, so the English bundle holds no second copy of the list.
 */
export function valueLabels<P extends string, V extends string>(prefix: P, values: readonly V[]): Record<`${P}.${V}`, string> {
  return Object.fromEntries(values.map((value): [string, string] => [`${prefix}.${value}`, value])) as Record<`${P}.${V}`, string>;
}

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
  'messages.noMatchingRecord': MESSAGES.noMatchingRecord,
  'messages.somethingWentWrongBang': MESSAGES.somethingWentWrongBang,
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
  'recordColumns.approval.pending': 'Pending',
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
  'recordColumns.actions': 'Actions',
  'recordColumns.edit': 'Edit',
  'recordColumns.editNew': 'Edit New',
  'recordColumns.copy': 'Copy',
  'recordColumns.delete': 'Delete',
  // An equipment's class and ownership type (the spec's fixed lists, stored and sent in English)
  ...valueLabels('equipmentClass', EQUIPMENT_CLASSES),
  ...valueLabels('ownershipType', OWNERSHIP_TYPES),
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
