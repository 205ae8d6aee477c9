import { useEffect, useState } from 'react';
import { createJob, getJob, jobKeys, listJobs, updateJob } from '@groundwork/shared/api';
import { CONSTANTS, JOB_STATUS_FORM_DEFAULT, type Job, type JobStatus } from '@groundwork/shared/domain';
import { jobSchema } from '@groundwork/shared/validation';
import { Field, Input, NumberInput, Row } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select, Switch } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { FormActions, fromSchema, nameTakenIn, useRecordForm } from '../../lib/record-form';
import { useAdminT } from '../../i18n';
import { jobStatusOptions, mapEmbedUrl } from './job-status';

interface JobValues {
  name: string;
  description: string;
  status: JobStatus | null;
  location: string;
  startsAt: string | null;
  endsAt: string | null;
  owner: string;
  numberOfWorkers: number | null;
  depthDig: number | null;
  bc1Call: string;
  isMaterialHaulingEnabled: boolean;
}

const EMPTY: JobValues = {
  name: '', description: '', status: JOB_STATUS_FORM_DEFAULT, location: '', startsAt: null, endsAt: null, owner: '',
  numberOfWorkers: CONSTANTS.numberOfWorkersDefault, depthDig: null, bc1Call: '', isMaterialHaulingEnabled: false,
};

function valuesOf(job: Job): JobValues {
  return {
    name: job.name, description: job.description, status: job.status, location: job.location ?? '', startsAt: job.startsAt,
    endsAt: job.endsAt, owner: job.owner ?? '', numberOfWorkers: job.numberOfWorkers, depthDig: job.depthDig,
    bc1Call: job.bc1Call ?? '', isMaterialHaulingEnabled: job.isMaterialHaulingEnabled,
  };
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 560px) minmax(280px, 1fr);
  gap: 24px;
  @media (max-width: 992px) { grid-template-columns: 1fr; }
`;
const Map = styled.iframe`
  width: 100%;
  height: 360px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** /jobs/add and /jobs/{id}/edit: every job field and a map preview of the location. */
export function JobFormPage() {
  const t = useAdminT();
  const form = useRecordForm({
    record: { key: jobKeys.detail, get: (id) => getJob(id) },
    initial: EMPTY,
    valuesOf,
    parse: (v) => fromSchema(jobSchema.safeParse(v)),
    unique: { field: 'name', isTaken: nameTakenIn(listJobs) },
    create: createJob,
    update: updateJob,
    added: t('admin.jobs.added'),
    updated: t('admin.jobs.updated'),
    invalidate: [jobKeys.all],
    then: (job) => `/jobs/${job.id}`,
    backTo: '/jobs',
  });
  const { values, errors, set } = form;
  const [mapLocation, setMapLocation] = useState('');
  const loaded = form.existing.data;
  useEffect(() => {
    if (loaded) setMapLocation(loaded.location ?? '');
  }, [loaded]);

  if (form.gate) return form.gate;

  return (
    <Layout>
      <form onSubmit={form.submit} noValidate aria-label={t(form.isNew ? 'admin.route.addJob' : 'admin.route.editJob')}>
        <Field label={t('admin.jobs.jobNo')} required error={errors.name}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void form.checkUnique()} />
        </Field>
        <Field label={t('admin.common.description')} required error={errors.description}>
          <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <Field label={t('admin.common.status')} error={errors.status}>
          <Select options={jobStatusOptions(t)} value={values.status} onChange={(v) => set({ status: v })} />
        </Field>
        <Field label={t('admin.jobs.location')} error={errors.location} hint={t('admin.jobs.locationHint')}>
          <Input value={values.location} onChange={(e) => set({ location: e.target.value })} onBlur={() => setMapLocation(values.location)} />
        </Field>
        <Row $gap={4}>
          <Field label={t('admin.jobs.startDate')} error={errors.startsAt}>
            <DatePicker value={values.startsAt} onChange={(v) => set({ startsAt: v })} />
          </Field>
          <Field label={t('admin.jobs.endDate')} error={errors.endsAt}>
            {/* No `min`: an end before the start is kept and refused at Save by the job's rule, with its message. A
                refusal in the box would empty it, and the job be saved without its end date. */}
            <DatePicker value={values.endsAt} onChange={(v) => set({ endsAt: v })} />
          </Field>
        </Row>
        <Field label={t('admin.jobs.owner')} error={errors.owner}>
          <Input value={values.owner} onChange={(e) => set({ owner: e.target.value })} />
        </Field>
        <Row $gap={4}>
          <Field label={t('admin.jobs.numberOfWorkers')} error={errors.numberOfWorkers}>
            <NumberInput value={values.numberOfWorkers} min={1} step={1} onChange={(v) => set({ numberOfWorkers: v })} />
          </Field>
          <Field label={t('admin.jobs.depthDig')} error={errors.depthDig}>
            <NumberInput value={values.depthDig} min={0} onChange={(v) => set({ depthDig: v })} />
          </Field>
        </Row>
        <Field label={t('admin.jobs.bc1Call')} error={errors.bc1Call}>
          <Input value={values.bc1Call} onChange={(e) => set({ bc1Call: e.target.value })} />
        </Field>
        <div style={{ marginBottom: 16 }}>
          <Switch label={t('admin.jobs.materialHauling')} checked={values.isMaterialHaulingEnabled} onChange={(v) => set({ isMaterialHaulingEnabled: v })} />
        </div>
        <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/jobs')} />
      </form>
      <Map title={t('admin.jobs.map')} src={mapEmbedUrl(mapLocation)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
    </Layout>
  );
}
