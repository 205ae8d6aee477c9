import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorBody, createMaterialHauling, failureText, getJob, jobKeys, listJobs, productionKeys, stockpileKeys, PICKER_JOBS } from '@groundwork/shared/api';
import { localDay, localIso, PERMISSIONS as P, type InvoiceStatus } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { fieldErrors, materialHaulingSchema } from '@groundwork/shared/validation';
import { Banner, Button, Field, notify, NumberInput, Row, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { invoiceStatusOptions } from '@groundwork/shared/records';
import { Select } from '@groundwork/shared/ui/overlays';
import { useReportsT } from '../../i18n';

export interface HaulingValues {
  jobId: number | null;
  costCodeId: number | null;
  date: string | null;
  /** The hauled amount as typed (positive); sent negative. */
  quantity: number | null;
  description: string;
  invoiceStatus: InvoiceStatus | null;
}

/** A hauling entry is dated by day: noon of that day with the browser's offset (as productions are). */
const dayAsInstant = (day: string): string => localIso(day, '12:00');

/** The form's values as the POST body (quantity negative, spec 02 §7), checked with the shared schema; or the field messages. */
export function haulingBody(v: HaulingValues) {
  const parsed = materialHaulingSchema.safeParse({
    type: 'Material Hauling',
    jobId: v.jobId,
    costCodeId: v.costCodeId,
    producedAt: v.date ? dayAsInstant(v.date) : '',
    quantity: v.quantity === null ? null : -Math.abs(v.quantity),
    description: v.description,
    ...(v.invoiceStatus ? { invoiceStatus: v.invoiceStatus } : {}),
  });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  return { ok: false as const, errors: haulingFieldMessages(fieldErrors(parsed.error)) };
}

/** The body's fields the form shows a message under (producedAt under its Date). */
const FORM_FIELDS: ReadonlySet<string> = new Set(['jobId', 'costCodeId', 'producedAt', 'quantity', 'description', 'invoiceStatus']);

/** Field messages (the schema's or the server's) on the form's fields: the body's producedAt is the form's Date. */
function haulingFieldMessages(fields: Record<string, string>): Record<string, string> {
  const { producedAt, ...rest } = fields;
  return producedAt ? { ...rest, date: producedAt } : rest;
}

/** The job of `?job_id=` (or the older `?jobId=`), or null. */
function useJobIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('job_id') ?? params.get('jobId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /material-hauling/add?job_id=: a hauling entry out of a job's stockpile. Only jobs with material hauling enabled;
 * the product is one of the job's cost codes that track production, its unit beside the quantity; the invoice status
 * for holders of productions.invoice. Saved, it opens the job's stockpile report.
 */
export function AddMaterialHaulingPage() {
  const t = useReportsT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialJob = useJobIdParam();
  const [values, setValues] = useState<HaulingValues>({
    jobId: initialJob, costCodeId: null, date: localDay(), quantity: null, description: '', invoiceStatus: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<HaulingValues>) => setValues((v) => ({ ...v, ...patch }));
  // The invoice status is set by holders of productions.invoice only (the server refuses it otherwise, 403).
  const canInvoice = useCan(P.PRODUCTIONS_INVOICE);

  const jobs = useQuery({ queryKey: jobKeys.list(PICKER_JOBS), queryFn: () => listJobs(PICKER_JOBS) });
  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, { includeCostCodes: true }),
    queryFn: () => getJob(values.jobId!, { includeCostCodes: true }),
    enabled: values.jobId !== null,
  });
  // The job of the link (?job_id=): when it has no material hauling (or is not one of the company's jobs), the form
  // cannot take it: its Job is left empty and the page says why, instead of an empty Job without a word.
  const linked = useQuery({
    queryKey: jobKeys.detail(initialJob ?? 0, { includeCostCodes: true }),
    queryFn: () => getJob(initialJob!, { includeCostCodes: true }),
    enabled: initialJob !== null,
  });
  // Why the link's job was not taken: the job without hauling (its name), or not found; said in the page's language.
  const [linkNote, setLinkNote] = useState<{ job: string | null } | null>(null);
  const linkedRefused = linked.data ? !linked.data.isMaterialHaulingEnabled : linked.isError;
  useEffect(() => {
    if (initialJob === null || values.jobId !== initialJob || !linkedRefused) return;
    setLinkNote({ job: linked.data ? `${linked.data.name} - ${linked.data.description}` : null });
    setValues((v) => ({ ...v, jobId: null, costCodeId: null }));
  }, [initialJob, values.jobId, linkedRefused, linked.data]);
  const jobOptions = (jobs.data ?? []).filter((j) => j.isMaterialHaulingEnabled).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  const products = (job.data?.isMaterialHaulingEnabled ? (job.data.costCodes ?? []) : []).filter((c) => c.isToTrackProduction);
  const productOptions = products.map((c) => ({ value: c.id, label: `${c.name}${c.description ? ` - ${c.description}` : ''}` }));
  const unit = products.find((c) => c.id === values.costCodeId)?.unit ?? null;

  const save = useMutation({
    mutationFn: createMaterialHauling,
    onSuccess: async (saved) => {
      notify.success(t('common.success'), t('hauling.added'));
      await queryClient.invalidateQueries({ queryKey: stockpileKeys.all });
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      navigate(`/material-hauling/material-production-report/${saved.jobId}`);
    },
    onError: (error) => {
      const fields = apiErrorBody(error)?.errors;
      if (fields) setErrors(haulingFieldMessages(fields));
      notify.error(t('common.error'), failureText(error, (field) => FORM_FIELDS.has(field)));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = haulingBody(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    save.mutate(built.body);
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }} aria-label={t('hauling.form')}>
      {linkNote ? (
        <div style={{ marginBottom: 16 }}>
          <Banner tone="warning" title={linkNote.job !== null ? t('hauling.jobWithoutHauling', { job: linkNote.job }) : t('hauling.linkedJobMissing')} />
        </div>
      ) : null}
      <Field label={t('common.job')} required error={errors.jobId}>
        <Select
          options={jobOptions}
          value={values.jobId}
          onChange={(v) => {
            setLinkNote(null);
            set({ jobId: v, costCodeId: null });
          }}
        />
      </Field>
      <Field label={t('hauling.product')} required error={errors.costCodeId} hint={t('hauling.productHint')}>
        <Select options={productOptions} value={values.costCodeId} disabled={!values.jobId} onChange={(v) => set({ costCodeId: v })} />
      </Field>
      <Field label={t('common.date')} required error={errors.date}>
        <DatePicker value={values.date} onChange={(v) => set({ date: v })} disableFuture />
      </Field>
      <Field label={unit ? t('hauling.quantityOf', { unit }) : t('hauling.quantity')} required error={errors.quantity} hint={t('hauling.quantityHint')}>
        <Row $gap={2} style={{ alignItems: 'center' }}>
          <NumberInput value={values.quantity} min={0} onChange={(v) => set({ quantity: v })} />
          <span data-testid="quantity-unit" aria-hidden="true" style={{ minWidth: '3em' }}>{unit ?? ''}</span>
        </Row>
      </Field>
      <Field label={t('hauling.comments')} error={errors.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      {canInvoice ? (
        <Field label={t('hauling.invoiceStatus')} error={errors.invoiceStatus}>
          <Select options={invoiceStatusOptions(t)} value={values.invoiceStatus} onChange={(v) => set({ invoiceStatus: v })} />
        </Field>
      ) : null}
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button type="button" onClick={() => navigate('/material-hauling/material-production-report')}>
          {t('common.cancel')}
        </Button>
      </Row>
    </form>
  );
}
