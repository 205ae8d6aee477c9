import { useQuery } from '@tanstack/react-query';
import {
  createProduction, getJob, getProduction, jobKeys, listJobs, productionKeys, updateProduction,
} from '@groundwork/shared/api';
import { localDay, localIso, recordLocks, type Production } from '@groundwork/shared/domain';
import { productionSchema } from '@groundwork/shared/validation';
import { useSession } from '@groundwork/shared/session';
import { Banner, Field, NumberInput, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import { useAdminT } from '../../i18n';
import { FormActions, fromSchema, useJobIdParam, useRecordForm, type FieldMessages } from '../../lib/record-form';

interface ProductionValues {
  jobId: number | null;
  costCodeId: number | null;
  date: string | null;
  quantity: number | null;
  description: string;
}

/** A production is dated by day: noon of that day with the browser's offset, so no time zone moves it. */
const dayAsInstant = (day: string): string => localIso(day, '12:00');

function valuesOf(p: Production): ProductionValues {
  return { jobId: p.jobId, costCodeId: p.costCodeId, date: localDay(new Date(p.producedAt)), quantity: p.quantity, description: p.description ?? '' };
}

const EMPTY: ProductionValues = { jobId: null, costCodeId: null, date: null, quantity: null, description: '' };

/** The form's values as a production body, checked with productionSchema. */
function parse(v: ProductionValues) {
  return fromSchema(
    productionSchema.safeParse({
      type: 'Production', jobId: v.jobId, costCodeId: v.costCodeId, producedAt: v.date ? dayAsInstant(v.date) : '',
      quantity: v.quantity, description: v.description,
    }),
  );
}

/** The body's producedAt is the form's Production Date. */
const withDateErrors = (fields: FieldMessages): FieldMessages => ({ ...fields, ...(fields.producedAt ? { date: fields.producedAt } : {}) });

/** /jobs/productions/add?job_id= and /jobs/productions/{id}: cost codes limited to those tracking production. */
export function ProductionFormPage() {
  const t = useAdminT();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const initialJob = useJobIdParam();
  const form = useRecordForm({
    record: { key: productionKeys.detail, get: getProduction },
    initial: { ...EMPTY, jobId: initialJob },
    valuesOf,
    parse,
    create: createProduction,
    update: updateProduction,
    added: t('admin.productions.added'),
    updated: t('admin.productions.updated'),
    invalidate: [productionKeys.all],
    then: (saved) => `/jobs/${saved.jobId}`,
    mapErrors: withDateErrors,
  });
  const { values, set, errors } = form;

  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: true }), queryFn: () => listJobs({ excludeDone: true }) });
  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, { includeCostCodes: true }),
    queryFn: () => getJob(values.jobId!, { includeCostCodes: true }),
    enabled: values.jobId !== null,
  });

  const locks = form.existing.data ? recordLocks(form.existing.data, viewerId) : null;
  const readOnly = Boolean(locks && !locks.canEdit);
  const jobOptions = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  if (job.data && !jobOptions.some((o) => o.value === job.data.id)) jobOptions.push({ value: job.data.id, label: `${job.data.name} - ${job.data.description}` });
  // Codes that track production, and the chosen one (a record's code may have stopped tracking since).
  const costCodeOptions = (job.data?.costCodes ?? [])
    .filter((c) => c.isToTrackProduction || c.id === values.costCodeId)
    .map((c) => ({ value: c.id, label: `${c.name}${c.description ? ` - ${c.description}` : ''} (${c.unit})` }));

  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 560 }} aria-label={t(form.isNew ? 'admin.route.addProduction' : 'admin.route.editProduction')}>
      {locks?.exported ? <Banner tone="info" title={t('admin.records.exported')} text={t('admin.records.readOnlyExported')} /> : null}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Field label={t('admin.common.job')} required error={errors.jobId}>
          <Select options={jobOptions} value={values.jobId} disabled={readOnly} onChange={(v) => set({ jobId: v, costCodeId: null })} />
        </Field>
        <Field label={t('admin.common.costCode')} required error={errors.costCodeId} hint={t('admin.productions.costCodeHint')}>
          <Select options={costCodeOptions} value={values.costCodeId} disabled={readOnly || !values.jobId} onChange={(v) => set({ costCodeId: v })} />
        </Field>
        <Field label={t('admin.productions.productionDate')} required error={errors.date}>
          <DatePicker value={values.date} onChange={(v) => set({ date: v })} disableFuture disabled={readOnly} />
        </Field>
        <Field label={t('admin.common.quantity')} required error={errors.quantity}>
          <NumberInput value={values.quantity} onChange={(v) => set({ quantity: v })} />
        </Field>
        <Field label={t('admin.common.description')} error={errors.description}>
          <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
      </fieldset>
      <FormActions
        saving={form.save.isPending}
        readOnly={readOnly}
        onCancel={() => form.navigate(values.jobId ? `/jobs/${values.jobId}` : '/jobs')}
      />
    </form>
  );
}
