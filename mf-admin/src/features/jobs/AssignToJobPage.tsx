import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  addEquipmentToJob, assignUserToJob, equipmentKeys, getJob, jobKeys, listEquipment, listJobs, listUsers, userKeys,
} from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { Field, Input } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import { FormActions, useJobIdParam, useSaveRecord } from '../../lib/record-form';
import { useAdminT } from '../../i18n';

const INCLUDES = { includeAssignedUsers: true, includeEquipmentUtilization: true };

/**
 * /jobs/users/add?job_id= and /jobs/equipment/add?job_id=: puts an employee (active, not yet on the crew) or a
 * piece of equipment (active, not yet on the job) on a job.
 */
export function AssignToJobPage({ kind }: { kind: 'employee' | 'equipment' }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const initialJob = useJobIdParam();
  const [jobId, setJobId] = useState<number | null>(initialJob);
  const [itemId, setItemId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: true }), queryFn: () => listJobs({ excludeDone: true }) });
  const job = useQuery({ queryKey: jobKeys.detail(jobId ?? 0, INCLUDES), queryFn: () => getJob(jobId!, INCLUDES), enabled: jobId !== null });
  const users = useQuery({
    queryKey: userKeys.list({ excludeInactive: true }),
    queryFn: () => listUsers({ excludeInactive: true }),
    enabled: kind === 'employee',
  });
  const equipment = useQuery({
    queryKey: equipmentKeys.list({ excludeInactive: true }),
    queryFn: () => listEquipment({ excludeInactive: true }),
    enabled: kind === 'equipment',
  });

  const taken = new Set(
    kind === 'employee' ? (job.data?.userAssignments ?? []).map((a) => a.userId) : (job.data?.equipmentUtilization ?? []).map((u) => u.equipmentId),
  );
  const itemOptions =
    kind === 'employee'
      ? (users.data ?? []).filter((u) => !taken.has(u.id)).map((u) => ({ value: u.id, label: `${u.name} (${u.employeeCode})` }))
      : (equipment.data ?? []).filter((e) => !taken.has(e.id)).map((e) => ({ value: e.id, label: `${e.name} - ${e.description}` }));
  // The list leaves done jobs out; a done job's detail still opens the form on it, so the chosen job is named too.
  const listed = jobs.data ?? [];
  const chosen = job.data && !listed.some((j) => j.id === job.data.id) ? [job.data] : [];
  const jobOptions = [...listed, ...chosen].map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));

  const save = useSaveRecord({
    isNew: true,
    send: (): Promise<unknown> => (kind === 'employee' ? assignUserToJob(jobId!, itemId!, note.trim() || null) : addEquipmentToJob(jobId!, itemId!, note.trim() || null)),
    added: t(kind === 'employee' ? 'admin.jobs.employeeAdded' : 'admin.jobs.equipmentAdded'),
    invalidate: [jobKeys.all],
    then: () => `/jobs/${jobId}`,
    onFieldErrors: setErrors,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!jobId) found.jobId = MESSAGES.required;
    if (!itemId) found.item = MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const itemLabel = t(kind === 'employee' ? 'admin.common.employee' : 'admin.common.equipment');
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }} aria-label={t(kind === 'employee' ? 'admin.route.addEmployeeToJob' : 'admin.route.addEquipmentToJob')}>
      <Field label={t('admin.common.job')} required error={errors.jobId}>
        <Select options={jobOptions} value={jobId} onChange={(v) => { setJobId(v); setItemId(null); }} />
      </Field>
      <Field label={itemLabel} required error={errors.item ?? errors.userId ?? errors.equipmentId}>
        <Select options={itemOptions} value={itemId} onChange={setItemId} disabled={!jobId} />
      </Field>
      <Field label={t(kind === 'employee' ? 'admin.jobs.assignment' : 'admin.common.description')} error={errors.assignment ?? errors.description}>
        <Input value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <FormActions saving={save.isPending} onCancel={() => navigate(jobId ? `/jobs/${jobId}` : '/jobs')} />
    </form>
  );
}
