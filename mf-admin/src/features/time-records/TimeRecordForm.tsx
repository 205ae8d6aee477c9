import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  findOverlappingTimecard, createProduction, equipmentKeys, getJob, getProduction, jobKeys, listEquipment, listJobs,
  listWorkTypes, productionKeys, updateProduction, workTypeKeys, apiErrorBody, apiStatus,
} from '@groundwork/shared/api';
import { MESSAGES, recordLocks, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Banner, Checkbox, Field, Input, NumberInput, Spinner, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { FormActions, useRecordForm } from '../../lib/record-form';
import { EquipmentLines } from './EquipmentLines';
import {
  EMPTY_VALUES, buildBody, computeHours, formFieldErrors, prefillFromQuery, showsEquipment, valuesFromRecord,
} from './form-model';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 16px;
`;

/** A timecard of the employee overlaps the record's times: shown as a banner, not beside a field. */
class OverlapError extends Error {}

/** Splits the body's 'productionEquipments.0.hoursUsed' messages off for the equipment lines. */
function splitErrors(errors: Record<string, string>) {
  const form: Record<string, string> = {};
  const lines: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (k.startsWith('productionEquipments.')) lines[k.slice('productionEquipments.'.length)] = v;
    else form[k] = v;
  }
  return { form, lines };
}

/**
 * Add and edit a time record: job and employee pickers (employees assigned to the job), cost codes tracking
 * employee and equipment time, type of work, date (not in the future), in and out times with the hours computed,
 * lunch, description and equipment lines. Exported records, and approved records of their owner, open read-only.
 * The legacy routes (/jobs/time-records/add, /jobs/time-records/{id}) and the newer ones (/time-records/add,
 * /time-records/{id}/edit) show this same form; the add routes read the prefill of their links' query.
 */
export function TimeRecordForm() {
  const [params] = useSearchParams();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const form = useRecordForm({
    record: { key: productionKeys.detail, get: getProduction },
    initial: EMPTY_VALUES,
    parse: buildBody,
    beforeSend: async (body, id) => {
      if (!body.producedEndsAt) return;
      const conflict = await findOverlappingTimecard({ id, userId: body.userId, producedAt: body.producedAt, producedEndsAt: body.producedEndsAt });
      if (conflict) throw new OverlapError(MESSAGES.timecardOverlap(body.userId === viewerId ? 'You' : 'Employee'));
    },
    create: createProduction,
    update: updateProduction,
    added: MESSAGES.timeRecordAdded,
    updated: MESSAGES.timeRecordUpdated,
    invalidate: [productionKeys.all],
    then: (saved) => `/jobs/${saved.jobId}`,
    mapErrors: formFieldErrors,
    handleError: (error) => {
      // An overlapping timecard, found before saving or refused by the server (409), shows as a banner.
      const body = apiErrorBody(error);
      const found = error instanceof OverlapError ? error.message : apiStatus(error) === 409 ? body?.message : undefined;
      if (found) setOverlap(found);
      return Boolean(found);
    },
  });
  const { id, existing, values, setValues, set, errors } = form;

  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes });
  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: true }), queryFn: () => listJobs({ excludeDone: true }) });
  const equipment = useQuery({ queryKey: equipmentKeys.list({ excludeInactive: true }), queryFn: () => listEquipment({ excludeInactive: true }) });
  const [initialised, setInitialised] = useState(false);

  // Start from the record (edit) or from the link's query (add, copy) once what they refer to is loaded.
  useEffect(() => {
    if (initialised) return;
    if (id !== null) {
      if (existing.data) {
        setValues(valuesFromRecord(existing.data));
        setInitialised(true);
      }
    } else if (workTypes.data || workTypes.isError) {
      setValues({ ...EMPTY_VALUES, ...prefillFromQuery(params, workTypes.data ?? []) });
      setInitialised(true);
    }
  }, [id, existing.data, workTypes.data, workTypes.isError, params, initialised, setValues]);

  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, { includeAssignedUsers: true, includeCostCodes: true }),
    queryFn: () => getJob(values.jobId!, { includeAssignedUsers: true, includeCostCodes: true }),
    enabled: values.jobId !== null,
  });

  const record: Production | undefined = existing.data;
  const locks = record ? recordLocks(record, viewerId) : null;
  const readOnly = Boolean(locks && !locks.canEdit);

  const jobOptions = useMemo(() => {
    const list = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
    // A record's job may be done (not in the list); keep it selectable.
    if (job.data && !list.some((o) => o.value === job.data.id)) list.push({ value: job.data.id, label: `${job.data.name} - ${job.data.description}` });
    return list;
  }, [jobs.data, job.data]);
  const employeeOptions = (job.data?.userAssignments ?? []).map((a) => ({ value: a.userId, label: a.user?.name ?? `Employee ${a.userId}` }));
  const costCodeOptions = (job.data?.costCodes ?? [])
    .filter((c) => c.isToTrackEmployeeAndEquipmentTime)
    .map((c) => ({ value: c.id, label: c.description ? `${c.name} - ${c.description}` : c.name }));
  const workTypeOptions = (workTypes.data ?? []).map((w) => ({ value: w.id, label: w.name }));
  const workType = workTypes.data?.find((w) => w.id === values.workTypeId);

  const computed = computeHours(values);
  const hours = computed.hours ?? values.hours;
  const split = splitErrors(errors);

  const submit = (e: FormEvent) => {
    setOverlap(null);
    form.submit(e);
  };

  if (form.gate) return form.gate;
  if (!initialised) return <Spinner size={24} />;

  return (
    <form onSubmit={submit} noValidate aria-label={id === null ? 'Add Time Record' : 'Edit Time Record'}>
      {locks?.exported ? <Banner tone="info" title="Exported" text={MESSAGES.recordReadOnlyExported} /> : null}
      {!locks?.exported && locks?.ownApproved ? <Banner tone="info" title="Approved" text={MESSAGES.recordReadOnlyApproved} /> : null}
      {overlap ? <Banner tone="error" title="Overlapping timecard" text={overlap} /> : null}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Grid>
          <Field label="Job" required error={split.form.jobId}>
            <Select
              options={jobOptions}
              value={values.jobId}
              disabled={readOnly}
              onChange={(v) => set({ jobId: v, userId: null, costCodeId: null })}
            />
          </Field>
          <Field label="Employee" required error={split.form.userId} hint={values.jobId ? undefined : 'Choose the job first.'}>
            <Select options={employeeOptions} value={values.userId} disabled={readOnly || !values.jobId} onChange={(v) => set({ userId: v })} />
          </Field>
          <Field label="Cost Code" required error={split.form.costCodeId}>
            <Select options={costCodeOptions} value={values.costCodeId} disabled={readOnly || !values.jobId} onChange={(v) => set({ costCodeId: v })} />
          </Field>
          <Field label="Type of Work" required error={split.form.workTypeId}>
            <Select options={workTypeOptions} value={values.workTypeId} disabled={readOnly} onChange={(v) => set({ workTypeId: v })} />
          </Field>
          <Field label="Date" required error={split.form.date}>
            <DatePicker value={values.date} onChange={(v) => set({ date: v })} disableFuture disabled={readOnly} />
          </Field>
          <Field label="Time In" error={split.form.timeIn}>
            <Input type="time" value={values.timeIn} onChange={(e) => set({ timeIn: e.target.value })} />
          </Field>
          <Field label="Time Out" error={split.form.timeOut}>
            <Input type="time" value={values.timeOut} onChange={(e) => set({ timeOut: e.target.value })} />
          </Field>
          <Field label="Hours" required error={split.form.hours} hint={computed.hours !== null ? 'Computed from the in and out times.' : undefined}>
            <NumberInput
              value={hours}
              min={0}
              max={24}
              readOnly={computed.hours !== null}
              onChange={(v) => set({ hours: v })}
            />
          </Field>
        </Grid>
        {computed.overnight ? <Banner tone="info" title={MESSAGES.overnightWork} /> : null}
        <div style={{ margin: '0 0 16px' }}>
          <Checkbox label="Lunch break taken" checked={values.lunch} onChange={(v) => set({ lunch: v })} />
        </div>
        <Field label="Description" error={split.form.description}>
          <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        {showsEquipment(workType, values.equipment) ? (
          <EquipmentLines
            lines={values.equipment}
            onChange={(lines) => set({ equipment: lines })}
            equipment={equipment.data ?? []}
            errors={split.lines}
            readOnly={readOnly}
          />
        ) : null}
      </fieldset>
      <FormActions
        saving={form.save.isPending}
        readOnly={readOnly}
        onCancel={() => form.navigate(values.jobId ? `/jobs/${values.jobId}` : '/jobs')}
      />
    </form>
  );
}
