import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  apiErrorBody, createProduction, getJob, getProduction, jobKeys, listJobs, productionKeys, updateProduction,
} from '@groundwork/shared/api';
import { MESSAGES, recordLocks, type Production } from '@groundwork/shared/domain';
import { fieldErrors, productionSchema } from '@groundwork/shared/validation';
import { useSession } from '@groundwork/shared/session';
import { Banner, Button, EmptyState, Field, NumberInput, notify, Row, Spinner, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';

interface ProductionValues {
  jobId: number | null;
  costCodeId: number | null;
  date: string | null;
  quantity: number | null;
  description: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A production is dated by day: noon of that day with the browser's offset, so no time zone moves it. */
function dayAsInstant(day: string): string {
  const offset = -new Date(`${day}T12:00:00`).getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${day}T12:00:00${offset >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
function localDayOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
function valuesOf(p: Production): ProductionValues {
  return { jobId: p.jobId, costCodeId: p.costCodeId, date: localDayOf(p.producedAt), quantity: p.quantity, description: p.description ?? '' };
}

/** /jobs/productions/add?job_id= and /jobs/productions/{id}: cost codes limited to those tracking production. */
export function ProductionFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const initialJob = Number(params.get('job_id') ?? params.get('jobId'));
  const [values, setValues] = useState<ProductionValues>({
    jobId: Number.isInteger(initialJob) && initialJob > 0 ? initialJob : null, costCodeId: null, date: null, quantity: null, description: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const existing = useQuery({ queryKey: productionKeys.detail(id ?? 0), queryFn: () => getProduction(id!), enabled: id !== null });
  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: true }), queryFn: () => listJobs({ excludeDone: true }) });
  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, { includeCostCodes: true }),
    queryFn: () => getJob(values.jobId!, { includeCostCodes: true }),
    enabled: values.jobId !== null,
  });
  useEffect(() => {
    if (existing.data) setValues(valuesOf(existing.data));
  }, [existing.data]);

  const locks = existing.data ? recordLocks(existing.data, viewerId) : null;
  const readOnly = Boolean(locks && !locks.canEdit);
  const set = (patch: Partial<ProductionValues>) => setValues((v) => ({ ...v, ...patch }));
  const jobOptions = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  if (job.data && !jobOptions.some((o) => o.value === job.data.id)) jobOptions.push({ value: job.data.id, label: `${job.data.name} - ${job.data.description}` });
  const costCodeOptions = (job.data?.costCodes ?? [])
    .filter((c) => c.isToTrackProduction)
    .map((c) => ({ value: c.id, label: `${c.name}${c.description ? ` - ${c.description}` : ''} (${c.unit})` }));

  const save = useMutation({
    mutationFn: async (v: ProductionValues) => {
      const parsed = productionSchema.safeParse({
        type: 'Production', jobId: v.jobId, costCodeId: v.costCodeId, producedAt: v.date ? dayAsInstant(v.date) : '',
        quantity: v.quantity, description: v.description,
      });
      if (!parsed.success) throw Object.assign(new Error('invalid'), { fieldErrors: fieldErrors(parsed.error) });
      return id === null ? createProduction(parsed.data) : updateProduction(id, parsed.data);
    },
    onSuccess: async (saved) => {
      notify.success('Success', id === null ? MESSAGES.added('Production') : MESSAGES.updated('Production'));
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      navigate(`/jobs/${saved.jobId}`);
    },
    onError: (error) => {
      const local = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      const body = apiErrorBody(error);
      const fields = local ?? body?.errors;
      if (fields) setErrors({ ...fields, ...(fields.producedAt ? { date: fields.producedAt } : {}) });
      if (!local) notify.error('Error', body?.message ?? MESSAGES.somethingWentWrongBang);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(values);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState />;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }} aria-label={id === null ? 'Add Production' : 'Edit Production'}>
      {locks?.exported ? <Banner tone="info" title="Exported" text={MESSAGES.recordReadOnlyExported} /> : null}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Field label="Job" required error={errors.jobId}>
          <Select options={jobOptions} value={values.jobId} disabled={readOnly} onChange={(v) => set({ jobId: v, costCodeId: null })} />
        </Field>
        <Field label="Cost Code" required error={errors.costCodeId} hint="Only cost codes that track production.">
          <Select options={costCodeOptions} value={values.costCodeId} disabled={readOnly || !values.jobId} onChange={(v) => set({ costCodeId: v })} />
        </Field>
        <Field label="Production Date" required error={errors.date}>
          <DatePicker value={values.date} onChange={(v) => set({ date: v })} disableFuture disabled={readOnly} />
        </Field>
        <Field label="Quantity" required error={errors.quantity}>
          <NumberInput value={values.quantity} onChange={(v) => set({ quantity: v })} />
        </Field>
        <Field label="Description" error={errors.description}>
          <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
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
