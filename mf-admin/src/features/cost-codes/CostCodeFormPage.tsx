import { useQuery } from '@tanstack/react-query';
import { costCodeKeys, createCostCode, getCostCode, jobKeys, listCostCodes, listJobs, updateCostCode } from '@groundwork/shared/api';
import { PERMISSIONS, type CostCode } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import {
  costCodeCreateSchema, costCodeUpdateSchema, type CostCodeCreateInput, type CostCodeUpdateInput,
} from '@groundwork/shared/validation';
import { Checkbox, Field, Input, NumberInput, Row, Stack } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import { useAdminT } from '../../i18n';
import { FormActions, fromSchema, otherHasName, useJobIdParam, useRecordForm, type ParseResult } from '../../lib/record-form';

interface CostCodeValues {
  jobId: number | null;
  name: string;
  description: string;
  quantity: number | null;
  unit: string;
  isToTrackProduction: boolean;
  isToTrackEmployeeAndEquipmentTime: boolean;
  isLOA: boolean;
  invoicingInformation: string;
  /** Money: shown and sent only for reports.job_cost. */
  budgetAmount: number | null;
}

/** A new cost code's body carries its job; an edit's body leaves it out (the job of a cost code is fixed). */
type CostCodeBody = CostCodeCreateInput | CostCodeUpdateInput;

function valuesOf(c: CostCode): CostCodeValues {
  return {
    jobId: c.jobId, name: c.name, description: c.description ?? '', quantity: c.quantity, unit: c.unit,
    isToTrackProduction: c.isToTrackProduction, isToTrackEmployeeAndEquipmentTime: c.isToTrackEmployeeAndEquipmentTime,
    isLOA: c.isLOA, invoicingInformation: c.invoicingInformation ?? '', budgetAmount: c.budgetAmount ?? null,
  };
}

/** Whether another cost code of the job already has this name (GET /api/cost-codes?name=&jobId=). */
function nameTaken(values: CostCodeValues, ownId: number | null): Promise<boolean> | null {
  const name = values.name.trim();
  const jobId = values.jobId;
  if (!name || !jobId) return null;
  return listCostCodes({ name, jobId }).then((found) => otherHasName(found, name, ownId));
}

/**
 * /cost-codes/add?job_id= and /cost-codes/{id}/edit. The name is unique within its job. The budget amount only for
 * reports.job_cost (without it the field is not shown and not sent, so the stored amount stays).
 */
export function CostCodeFormPage() {
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  const t = useAdminT();
  const initialJob = useJobIdParam();
  const jobs = useQuery({ queryKey: jobKeys.list({}), queryFn: () => listJobs({}) });
  const form = useRecordForm({
    record: { key: costCodeKeys.detail, get: getCostCode },
    initial: {
      jobId: initialJob, name: '', description: '', quantity: null, unit: '',
      isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: '', budgetAmount: null,
    },
    valuesOf,
    parse: ({ budgetAmount, ...rest }, id): ParseResult<CostCodeBody> => {
      const v = seesMoney ? { ...rest, budgetAmount } : rest;
      return id === null ? fromSchema(costCodeCreateSchema.safeParse(v)) : fromSchema(costCodeUpdateSchema.safeParse(v));
    },
    unique: { field: 'name', isTaken: nameTaken },
    // parse used the create schema for a new cost code, so its body has the job.
    create: (body) => createCostCode(body as CostCodeCreateInput),
    update: updateCostCode,
    added: t('admin.costCodes.added'),
    updated: t('admin.costCodes.updated'),
    invalidate: [costCodeKeys.all, jobKeys.all],
    then: (saved, isNew) => (isNew ? `/jobs/${saved.jobId}` : '/cost-codes'),
    backTo: '/cost-codes',
  });
  const { values, errors, set } = form;

  if (form.gate) return form.gate;
  const jobOptions = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 560 }} aria-label={t(form.isNew ? 'admin.route.addCostCode' : 'admin.route.editCostCode')}>
      <Field label={t('admin.common.job')} required error={errors.jobId}>
        <Select options={jobOptions} value={values.jobId} disabled={!form.isNew} onChange={(v) => set({ jobId: v })} />
      </Field>
      <Field label={t('admin.common.costCode')} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void form.checkUnique()} />
      </Field>
      <Field label={t('admin.common.description')} error={errors.description}>
        <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Row $gap={4}>
        <Field label={t('admin.common.quantity')} required error={errors.quantity}>
          <NumberInput value={values.quantity} onChange={(v) => set({ quantity: v })} />
        </Field>
        <Field label={t('admin.common.unit')} required error={errors.unit}>
          <Input value={values.unit} onChange={(e) => set({ unit: e.target.value })} />
        </Field>
      </Row>
      <Stack $gap={2} style={{ marginBottom: 16 }}>
        <Checkbox label={t('admin.costCodes.trackProduction')} checked={values.isToTrackProduction} onChange={(v) => set({ isToTrackProduction: v })} />
        <Checkbox
          label={t('admin.costCodes.trackTime')}
          checked={values.isToTrackEmployeeAndEquipmentTime}
          onChange={(v) => set({ isToTrackEmployeeAndEquipmentTime: v })}
        />
        <Checkbox label={t('admin.costCodes.loa')} checked={values.isLOA} onChange={(v) => set({ isLOA: v })} />
      </Stack>
      <Field label={t('admin.costCodes.invoicingInformation')} error={errors.invoicingInformation}>
        <Input value={values.invoicingInformation} onChange={(e) => set({ invoicingInformation: e.target.value })} />
      </Field>
      {seesMoney ? (
        <Field label={t('admin.money.budgetAmount')} error={errors.budgetAmount} hint={t('admin.money.budgetAmountHint')}>
          <NumberInput value={values.budgetAmount} min={0} step="0.01" onChange={(v) => set({ budgetAmount: v })} />
        </Field>
      ) : null}
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/cost-codes')} />
    </form>
  );
}
