import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { createJob, getJob, jobKeys, listJobs, updateJob } from '@groundwork/shared/api';
import { CONSTANTS, JOB_STATUS_FORM_DEFAULT, MESSAGES, type Job, type JobStatus } from '@groundwork/shared/domain';
import { fieldErrors, jobSchema } from '@groundwork/shared/validation';
import { Button, EmptyState, Field, Input, NumberInput, notify, Row, Spinner } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select, Switch } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { serverFieldErrors } from '../../query';
import { JOB_STATUS_OPTIONS, mapEmbedUrl } from './job-status';

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

/** Whether another job of the company already has this name (GET /api/jobs?name=). */
async function nameTaken(name: string, ownId: number | null): Promise<boolean> {
  const found = await listJobs({ name: name.trim() });
  return found.some((j) => j.id !== ownId && j.name.toLowerCase() === name.trim().toLowerCase());
}

/** /jobs/add and /jobs/{id}/edit: every job field and a map preview of the location. */
export function JobFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ queryKey: jobKeys.detail(id ?? 0), queryFn: () => getJob(id!), enabled: id !== null });
  const [values, setValues] = useState<JobValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mapLocation, setMapLocation] = useState('');

  useEffect(() => {
    if (existing.data) {
      setValues(valuesOf(existing.data));
      setMapLocation(existing.data.location ?? '');
    }
  }, [existing.data]);

  const set = (patch: Partial<JobValues>) => setValues((v) => ({ ...v, ...patch }));

  const checkName = async () => {
    if (!values.name.trim()) return true;
    try {
      if (await nameTaken(values.name, id)) {
        setErrors((e) => ({ ...e, name: MESSAGES.notUnique }));
        return false;
      }
    } catch {
      // The server checks again on save.
    }
    setErrors(({ name: _name, ...rest }) => rest);
    return true;
  };

  const save = useMutation({
    mutationFn: async (v: JobValues) => {
      const parsed = jobSchema.safeParse(v);
      if (!parsed.success) throw Object.assign(new Error('invalid'), { fieldErrors: fieldErrors(parsed.error) });
      if (!(await checkName())) throw Object.assign(new Error('taken'), { fieldErrors: { name: MESSAGES.notUnique } });
      return id === null ? createJob(parsed.data) : updateJob(id, parsed.data);
    },
    onSuccess: async (job) => {
      notify.success('Success', id === null ? MESSAGES.added('Job') : MESSAGES.updated('Job'));
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      navigate(`/jobs/${job.id}`);
    },
    onError: (error) => {
      const local = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      const fields = local ?? serverFieldErrors(error);
      if (fields) setErrors(fields);
      if (!local) notify.error('Error', MESSAGES.somethingWentWrongBang);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(values);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/jobs')} />;

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label={id === null ? 'Add Job' : 'Edit Job'}>
        <Field label="Job No." required error={errors.name}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void checkName()} />
        </Field>
        <Field label="Description" required error={errors.description}>
          <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <Field label="Status" error={errors.status}>
          <Select options={JOB_STATUS_OPTIONS} value={values.status} onChange={(v) => set({ status: v })} />
        </Field>
        <Field label="Location" error={errors.location} hint="Shown on the map when the field is left.">
          <Input value={values.location} onChange={(e) => set({ location: e.target.value })} onBlur={() => setMapLocation(values.location)} />
        </Field>
        <Row $gap={4}>
          <Field label="Start Date" error={errors.startsAt}>
            <DatePicker value={values.startsAt} onChange={(v) => set({ startsAt: v })} />
          </Field>
          <Field label="End Date" error={errors.endsAt}>
            <DatePicker value={values.endsAt} onChange={(v) => set({ endsAt: v })} min={values.startsAt ?? undefined} />
          </Field>
        </Row>
        <Field label="Owner" error={errors.owner}>
          <Input value={values.owner} onChange={(e) => set({ owner: e.target.value })} />
        </Field>
        <Row $gap={4}>
          <Field label="Number of Workers" error={errors.numberOfWorkers}>
            <NumberInput value={values.numberOfWorkers} min={1} step={1} onChange={(v) => set({ numberOfWorkers: v })} />
          </Field>
          <Field label="Depth of Dig (m)" error={errors.depthDig}>
            <NumberInput value={values.depthDig} min={0} onChange={(v) => set({ depthDig: v })} />
          </Field>
        </Row>
        <Field label="BC1 Call" error={errors.bc1Call}>
          <Input value={values.bc1Call} onChange={(e) => set({ bc1Call: e.target.value })} />
        </Field>
        <div style={{ marginBottom: 16 }}>
          <Switch label="Material Hauling" checked={values.isMaterialHaulingEnabled} onChange={(v) => set({ isMaterialHaulingEnabled: v })} />
        </div>
        <Row $gap={2}>
          <Button variant="primary" type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button type="button" onClick={() => navigate('/jobs')}>
            Cancel
          </Button>
        </Row>
      </form>
      <Map title="Job location map" src={mapEmbedUrl(mapLocation)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
    </Layout>
  );
}
