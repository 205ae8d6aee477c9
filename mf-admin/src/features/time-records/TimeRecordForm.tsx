import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  findOverlappingTimecard, createProduction, equipmentKeys, getJob, getProduction, jobKeys, listEquipment, listJobs,
  listWorkTypes, productionKeys, updateProduction, workTypeKeys, apiErrorBody, apiStatus,
} from '@groundwork/shared/api';
import { MESSAGES, recordLocks, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Banner, Button, Checkbox, EmptyState, Field, Input, NumberInput, notify, Row, Spinner, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { EquipmentLines } from './EquipmentLines';
import {
  EMPTY_VALUES, buildBody, computeHours, prefillFromQuery, showsEquipment, valuesFromRecord, type TimeRecordValues,
} from './form-model';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 16px;
`;

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
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useSession((s) => s.claims?.id ?? null);

  const existing = useQuery({ queryKey: productionKeys.detail(id ?? 0), queryFn: () => getProduction(id!), enabled: id !== null });
  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes });
  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: true }), queryFn: () => listJobs({ excludeDone: true }) });
  const equipment = useQuery({ queryKey: equipmentKeys.list({ excludeInactive: true }), queryFn: () => listEquipment({ excludeInactive: true }) });

  const [values, setValues] = useState<TimeRecordValues>(EMPTY_VALUES);
  const [initialised, setInitialised] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [overlap, setOverlap] = useState<string | null>(null);

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
  }, [id, existing.data, workTypes.data, workTypes.isError, params, initialised]);

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
  const set = (patch: Partial<TimeRecordValues>) => setValues((v) => ({ ...v, ...patch }));
  const split = splitErrors(errors);

  const save = useMutation({
    mutationFn: async (v: TimeRecordValues) => {
      const built = buildBody(v);
      if (!built.ok) throw Object.assign(new Error('invalid'), { fieldErrors: built.errors });
      const body = built.body;
      if (body.producedEndsAt) {
        const conflict = await findOverlappingTimecard({ id, userId: body.userId, producedAt: body.producedAt, producedEndsAt: body.producedEndsAt });
        if (conflict) throw Object.assign(new Error('overlap'), { overlap: MESSAGES.timecardOverlap(body.userId === viewerId ? 'You' : 'Employee') });
      }
      return id === null ? createProduction(body) : updateProduction(id, body);
    },
    onSuccess: async (saved) => {
      notify.success('Success', id === null ? MESSAGES.timeRecordAdded : MESSAGES.timeRecordUpdated);
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      navigate(`/jobs/${saved.jobId}`);
    },
    onError: (error: unknown) => {
      const local = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (local) {
        setErrors(local);
        return;
      }
      const found = (error as { overlap?: string }).overlap;
      if (found) {
        setOverlap(found);
        return;
      }
      const body = apiErrorBody(error);
      if (apiStatus(error) === 409 && body?.message) {
        setOverlap(body.message);
        return;
      }
      if (body?.errors) setErrors(body.errors);
      notify.error('Error', body?.message && apiStatus(error) !== 500 ? body.message : MESSAGES.somethingWentWrongBang);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setOverlap(null);
    save.mutate(values);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState />;
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
      <Row $gap={2}>
        {readOnly ? null : (
          <Button variant="primary" type="submit" loading={save.isPending}>
            Save
          </Button>
        )}
        <Button type="button" onClick={() => navigate(values.jobId ? `/jobs/${values.jobId}` : '/jobs')}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
      </Row>
    </form>
  );
}
