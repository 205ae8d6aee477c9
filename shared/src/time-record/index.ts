/**
 * @groundwork/shared/time-record: the time record form's model (values, hours by the shared rule, the query prefill,
 * the body checked by the shared schema) and its fields, equipment lines and preview, used by the office variant
 * (mf-admin) and the field app (mf-app). Its own entry: it loads the date picker and the select, which the login
 * page must not.
 */
export {
  EMPTY_VALUES, newLine, splitIso, computeHours, shiftBounds, prefillFromQuery, valuesFromRecord, formFieldErrors,
  splitErrors, buildBody, showsEquipment, isLeaveOfAbsence, requestDayLimits, isOutOfSchedule, errorsAfterChange,
} from './form-model';
export type { EquipmentLine, TimeRecordValues, ComputedHours, BuildResult } from './form-model';
export { useStartValues } from './useStartValues';
export { useDraftOvertime } from './useDraftOvertime';
export type { DraftOvertimeOptions } from './useDraftOvertime';
export type { StartValuesOptions } from './useStartValues';
export { EquipmentLines } from './EquipmentLines';
export type { EquipmentLinesProps } from './EquipmentLines';
export { TimeRecordFields } from './TimeRecordFields';
export type { TimeRecordFieldsProps } from './TimeRecordFields';
export { TimeRecordPreview } from './TimeRecordPreview';
export type { TimeRecordPreviewProps } from './TimeRecordPreview';
