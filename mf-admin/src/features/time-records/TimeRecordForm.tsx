import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  findOverlappingTimecard, createProduction, deleteProduction, equipmentKeys, getJob, getProduction, jobKeys, listEquipment, listJobs,
  listWorkTypes, productionKeys, updateProduction, workTypeKeys, apiErrorBody, apiStatus, PICKER_JOBS,
} from '@groundwork/shared/api';
import { recordLocks, type Equipment, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Banner, Button, Spinner } from '@groundwork/shared/ui';
import {
  EMPTY_VALUES, TimeRecordFields, buildBody, errorsAfterChange, formFieldErrors, isLeaveOfAbsence, prefillFromQuery,
  useDraftOvertime, useStartValues, type BuildResult, type TimeRecordValues,
} from '@groundwork/shared/time-record';
import { useConfirmedDelete } from '../../lib/list';
import { FormActions, useRecordForm } from '../../lib/record-form';
import { useAdminT } from '../../i18n';

/** A timecard of the employee overlaps the record's times: shown as a banner, not beside a field. */
class OverlapError extends Error {}

/**
 * Add and edit a time record: job and employee pickers (employees assigned to the job), cost codes tracking
 * employee and equipment time, type of work, date (not in the future), in and out times with the hours computed,
 * lunch, description and equipment lines. Exported records, and approved records of their owner, open read-only.
 * The legacy routes (/jobs/time-records/add, /jobs/time-records/{id}) and the newer ones (/time-records/add,
 * /time-records/{id}/edit) show this same form; the add routes read the prefill of their links' query. An editable
 * record's page also deletes it (the timecards reports send their rows here to edit or delete), with the confirmation.
 */
export function TimeRecordForm() {
  const t = useAdminT();
  const [params] = useSearchParams();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const form = useRecordForm({
    record: { key: productionKeys.detail, get: getProduction },
    initial: EMPTY_VALUES,
    errorsAfterChange,
    // A leave of absence cost code of the job (loaded below) takes a date and hours without times.
    parse: (values: TimeRecordValues): BuildResult =>
      buildBody(values, { leaveOfAbsence: isLeaveOfAbsence(job.data?.costCodes ?? [], values.costCodeId) }),
    beforeSend: async (body, id) => {
      if (!body.producedEndsAt) return;
      const conflict = await findOverlappingTimecard({ id, userId: body.userId, producedAt: body.producedAt, producedEndsAt: body.producedEndsAt });
      if (conflict) throw new OverlapError(t(body.userId === viewerId ? 'admin.records.overlapYou' : 'admin.records.overlapEmployee'));
    },
    create: createProduction,
    update: updateProduction,
    added: t('admin.records.added'),
    updated: t('admin.records.updated'),
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
  const jobs = useQuery({ queryKey: jobKeys.list(PICKER_JOBS), queryFn: () => listJobs(PICKER_JOBS) });
  const equipment = useQuery({ queryKey: equipmentKeys.list({ excludeInactive: true }), queryFn: () => listEquipment({ excludeInactive: true }) });
  // Start from the record (edit) or from the link's query (add, copy) once the work types it may name are loaded.
  const initialised = useStartValues({
    isEdit: id !== null,
    record: existing.data,
    ready: Boolean(workTypes.data) || workTypes.isError,
    start: () => ({ ...EMPTY_VALUES, ...prefillFromQuery(params, workTypes.data ?? []) }),
    setValues,
  });

  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, { includeAssignedUsers: true, includeCostCodes: true }),
    queryFn: () => getJob(values.jobId!, { includeAssignedUsers: true, includeCostCodes: true }),
    enabled: values.jobId !== null,
  });

  const record: Production | undefined = existing.data;
  const locks = record ? recordLocks(record, viewerId) : null;
  const removal = useConfirmedDelete({
    remove: (p: Production) => deleteProduction(p.id),
    title: t('admin.records.confirmDelete'),
    done: t('admin.records.deleted'),
    invalidate: productionKeys.all,
    after: (p) => form.navigate(`/jobs/${p.jobId}`),
  });
  const readOnly = Boolean(locks && !locks.canEdit);
  // The draft's overtime split in the employee's week; the saved record's until it is known.
  const draftOvertime = useDraftOvertime({ values, costCodes: job.data?.costCodes ?? [], recordId: id, readOnly });

  const jobOptions = useMemo(() => {
    const list = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
    // A record's job may be done (not in the list); keep it selectable.
    if (job.data && !list.some((o) => o.value === job.data.id)) list.push({ value: job.data.id, label: `${job.data.name} - ${job.data.description}` });
    return list;
  }, [jobs.data, job.data]);
  const employeeOptions = useMemo(() => {
    const list = (job.data?.userAssignments ?? []).map((a) => ({ value: a.userId, label: a.user?.name ?? t('admin.jobs.employeeNamed', { id: a.userId }) }));
    // A record's employee may have left the job's crew since (not in the list); keep them named on the record's job.
    const own = record?.user && record.userId !== null && record.jobId === values.jobId ? { value: record.userId, label: record.user.name } : null;
    if (own && !list.some((o) => o.value === own.value)) list.push(own);
    return list;
  }, [job.data, record, values.jobId, t]);
  const equipmentChoices = useMemo(() => {
    const list: Equipment[] = [...(equipment.data ?? [])];
    // A record's equipment may have been made inactive since (not in the list); keep it named on its lines.
    for (const line of record?.productionEquipments ?? []) {
      if (line.equipment && !list.some((e) => e.id === line.equipmentId)) list.push(line.equipment);
    }
    return list;
  }, [equipment.data, record]);

  const submit = (e: FormEvent) => {
    setOverlap(null);
    form.submit(e);
  };

  if (form.gate) return form.gate;
  if (!initialised) return <Spinner size={24} />;

  return (
    <form onSubmit={submit} noValidate aria-label={t(id === null ? 'admin.route.addTimeRecord' : 'admin.route.editTimeRecord')}>
      {locks?.exported ? <Banner tone="info" title={t('admin.records.exported')} text={t('admin.records.readOnlyExported')} /> : null}
      {!locks?.exported && locks?.ownApproved ? <Banner tone="info" title={t('admin.records.approved')} text={t('admin.records.readOnlyApproved')} /> : null}
      {overlap ? <Banner tone="error" title={t('admin.records.overlapTitle')} text={overlap} /> : null}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <TimeRecordFields
          values={values}
          set={set}
          errors={errors}
          pickers={{ jobs: jobOptions, employees: employeeOptions }}
          costCodes={job.data?.costCodes ?? []}
          workTypes={workTypes.data ?? []}
          equipment={equipmentChoices}
          overtimeParts={draftOvertime?.parts ?? record?.overtimeParts}
          readOnly={readOnly}
        />
      </fieldset>
      <FormActions
        saving={form.save.isPending}
        readOnly={readOnly}
        onCancel={() => form.navigate(values.jobId ? `/jobs/${values.jobId}` : '/jobs')}
        extra={
          record && locks?.canDelete ? (
            <Button type="button" variant="danger" onClick={() => removal.ask(record)}>
              {t('admin.common.delete')}
            </Button>
          ) : null
        }
      />
      {removal.dialog}
    </form>
  );
}
