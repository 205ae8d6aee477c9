import type { CostCode, Equipment, ProductionRequest, SplitPart, WorkType } from '@groundwork/shared/domain';
import { premiumWords } from '@groundwork/shared/domain';
import { Banner, Checkbox, Field, Input, NumberInput, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select, type SelectOption } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { splitWording, useTimeRecordT } from './catalogue';
import { EquipmentLines } from './EquipmentLines';
import {
  computeHours, isLeaveOfAbsence, isOutOfSchedule, requestDayLimits, showsEquipment, splitErrors, type TimeRecordValues,
} from './form-model';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: 0 16px;
`;

export interface TimeRecordFieldsProps {
  values: TimeRecordValues;
  set: (patch: Partial<TimeRecordValues>) => void;
  /** Messages by body field ('costCodeId', 'productionEquipments.0.hoursUsed'), as formFieldErrors keys them. */
  errors: Record<string, string>;
  /**
   * The pickers: the web variant chooses the job and the employee here; the field app the job only when its link
   * named none (the employee is the worker). Left out, both come from the link.
   */
  pickers?: { jobs: SelectOption<number>[]; employees?: SelectOption<number>[] };
  /** The job's cost codes (only those that track employee and equipment time are offered). */
  costCodes: readonly CostCode[];
  workTypes: readonly WorkType[];
  equipment: readonly Equipment[];
  /** The scheduled shift the timecard is for: limits the date and flags hours out of its window. */
  request?: Pick<ProductionRequest, 'requestAt' | 'requestEndsAt'> | null;
  /** The overtime split's parts (the saved record's single read, or the draft's): said in words under the hours when some are premium. */
  overtimeParts?: readonly SplitPart[];
  readOnly: boolean;
}

/**
 * The fields of a time record, shared by the office form (mf-admin, with job and employee pickers) and the field
 * app's form (mf-app, job and employee from the shift): cost code, type of work, date, in and out times with the
 * hours computed by the shared rule (typed hours for leave of absence), lunch, description and equipment lines, with
 * the 'Overnight Work' and 'Hours Out of Schedule' notices, and the record's overtime split in words.
 */
export function TimeRecordFields({ values, set, errors, pickers, costCodes, workTypes, equipment, request, overtimeParts, readOnly }: TimeRecordFieldsProps) {
  const t = useTimeRecordT();
  const split = splitErrors(errors);
  // Codes that track employee and equipment time, and the chosen one (a record's code may have stopped tracking since).
  const costCodeOptions = costCodes
    .filter((c) => c.isToTrackEmployeeAndEquipmentTime || c.id === values.costCodeId)
    .map((c) => ({ value: c.id, label: c.description ? `${c.name} - ${c.description}` : c.name }));
  const workTypeOptions = workTypes.map((w) => ({ value: w.id, label: w.name }));
  const workType = workTypes.find((w) => w.id === values.workTypeId);
  const leave = isLeaveOfAbsence(costCodes, values.costCodeId);
  const computed = leave ? { hours: null, overnight: false } : computeHours(values);
  const hours = computed.hours ?? values.hours;
  const limits = requestDayLimits(request);
  const overtimeWords = overtimeParts ? premiumWords(overtimeParts, splitWording(t)) : null;
  return (
    <>
      <Grid>
        {pickers ? (
          <>
            <Field label={t('timeRecord.job')} required error={split.form.jobId}>
              <Select
                options={pickers.jobs}
                value={values.jobId}
                disabled={readOnly}
                onChange={(v) => set({ jobId: v, costCodeId: null, ...(pickers.employees ? { userId: null } : {}) })}
              />
            </Field>
            {pickers.employees ? (
              <Field label={t('timeRecord.employee')} required error={split.form.userId} hint={values.jobId ? undefined : t('timeRecord.chooseJobFirst')}>
                <Select options={pickers.employees} value={values.userId} disabled={readOnly || !values.jobId} onChange={(v) => set({ userId: v })} />
              </Field>
            ) : null}
          </>
        ) : null}
        <Field label={t('timeRecord.costCode')} required error={split.form.costCodeId}>
          <Select options={costCodeOptions} value={values.costCodeId} disabled={readOnly || !values.jobId} onChange={(v) => set({ costCodeId: v })} />
        </Field>
        <Field label={t('timeRecord.workType')} required error={split.form.workTypeId}>
          <Select options={workTypeOptions} value={values.workTypeId} disabled={readOnly} onChange={(v) => set({ workTypeId: v })} />
        </Field>
        <Field label={t('timeRecord.date')} required error={split.form.date}>
          <DatePicker value={values.date} onChange={(v) => set({ date: v })} disableFuture min={limits.min} max={limits.max} disabled={readOnly} />
        </Field>
        {leave ? null : (
          <>
            <Field label={t('timeRecord.timeIn')} error={split.form.timeIn}>
              <Input type="time" value={values.timeIn} onChange={(e) => set({ timeIn: e.target.value })} />
            </Field>
            <Field label={t('timeRecord.timeOut')} error={split.form.timeOut}>
              <Input type="time" value={values.timeOut} onChange={(e) => set({ timeOut: e.target.value })} />
            </Field>
          </>
        )}
        <Field label={t('timeRecord.hours')} required error={split.form.hours} hint={computed.hours !== null ? t('timeRecord.hoursComputed') : undefined}>
          <NumberInput value={hours} min={0} max={24} readOnly={computed.hours !== null} onChange={(v) => set({ hours: v })} />
        </Field>
      </Grid>
      {overtimeWords ? <p style={{ margin: '0 0 16px' }}>{t('overtime.hoursSplit', { words: overtimeWords })}</p> : null}
      {computed.overnight ? <Banner tone="info" title={t('messages.overnightWork')} /> : null}
      {!leave && isOutOfSchedule(values, request) ? <Banner tone="warning" title={t('messages.hoursOutOfSchedule')} /> : null}
      {leave ? null : (
        <div style={{ margin: '0 0 16px' }}>
          <Checkbox label={t('timeRecord.lunchTaken')} checked={values.lunch} onChange={(v) => set({ lunch: v })} />
        </div>
      )}
      <Field label={t('timeRecord.description')} error={split.form.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      {showsEquipment(workType, values.equipment) ? (
        <EquipmentLines lines={values.equipment} onChange={(lines) => set({ equipment: lines })} equipment={equipment} errors={split.lines} readOnly={readOnly} />
      ) : null}
    </>
  );
}
