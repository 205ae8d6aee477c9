import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { costCodeKeys, createCostCode, getCostCode, jobKeys, listCostCodes, listJobs, updateCostCode } from '@groundwork/shared/api';
import { MESSAGES, type CostCode } from '@groundwork/shared/domain';
import { costCodeCreateSchema, costCodeUpdateSchema, fieldErrors } from '@groundwork/shared/validation';
import { Button, Checkbox, EmptyState, Field, Input, NumberInput, notify, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import { serverFieldErrors } from '../../query';

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
}

function valuesOf(c: CostCode): CostCodeValues {
  return {
    jobId: c.jobId, name: c.name, description: c.description ?? '', quantity: c.quantity, unit: c.unit,
    isToTrackProduction: c.isToTrackProduction, isToTrackEmployeeAndEquipmentTime: c.isToTrackEmployeeAndEquipmentTime,
    isLOA: c.isLOA, invoicingInformation: c.invoicingInformation ?? '',
  };
}

/** /cost-codes/add?job_id= and /cost-codes/{id}/edit. The name is unique within its job. */
export function CostCodeFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialJob = Number(params.get('job_id') ?? params.get('jobId'));
  const [values, setValues] = useState<CostCodeValues>({
    jobId: Number.isInteger(initialJob) && initialJob > 0 ? initialJob : null, name: '', description: '', quantity: null, unit: '',
    isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const existing = useQuery({ queryKey: costCodeKeys.detail(id ?? 0), queryFn: () => getCostCode(id!), enabled: id !== null });
  const jobs = useQuery({ queryKey: jobKeys.list({}), queryFn: () => listJobs({}) });
  useEffect(() => {
    if (existing.data) setValues(valuesOf(existing.data));
  }, [existing.data]);
  const set = (patch: Partial<CostCodeValues>) => setValues((v) => ({ ...v, ...patch }));

  const checkName = async () => {
    const name = values.name.trim();
    if (!name || !values.jobId) return true;
    try {
      const found = await listCostCodes({ name, jobId: values.jobId });
      if (found.some((c) => c.id !== id && c.jobId === values.jobId && c.name.toLowerCase() === name.toLowerCase())) {
        setErrors((e) => ({ ...e, name: MESSAGES.notUnique }));
        return false;
      }
    } catch {
      // The server checks again on save.
    }
    setErrors(({ name: _n, ...rest }) => rest);
    return true;
  };

  const save = useMutation({
    mutationFn: async (v: CostCodeValues) => {
      const parsed = id === null ? costCodeCreateSchema.safeParse(v) : costCodeUpdateSchema.safeParse(v);
      if (!parsed.success) throw Object.assign(new Error('invalid'), { fieldErrors: fieldErrors(parsed.error) });
      if (!(await checkName())) throw Object.assign(new Error('taken'), { fieldErrors: { name: MESSAGES.notUnique } });
      return id === null
        ? createCostCode(costCodeCreateSchema.parse(v))
        : updateCostCode(id, costCodeUpdateSchema.parse(v));
    },
    onSuccess: async (saved) => {
      notify.success('Success', id === null ? MESSAGES.added('Cost Code') : MESSAGES.updated('Cost Code'));
      await queryClient.invalidateQueries({ queryKey: costCodeKeys.all });
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      navigate(id === null ? `/jobs/${saved.jobId}` : '/cost-codes');
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
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/cost-codes')} />;
  const jobOptions = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }} aria-label={id === null ? 'Add Cost Code' : 'Edit Cost Code'}>
      <Field label="Job" required error={errors.jobId}>
        <Select options={jobOptions} value={values.jobId} disabled={id !== null} onChange={(v) => set({ jobId: v })} />
      </Field>
      <Field label="Cost Code" required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void checkName()} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Row $gap={4}>
        <Field label="Quantity" required error={errors.quantity}>
          <NumberInput value={values.quantity} onChange={(v) => set({ quantity: v })} />
        </Field>
        <Field label="Unit" required error={errors.unit}>
          <Input value={values.unit} onChange={(e) => set({ unit: e.target.value })} />
        </Field>
      </Row>
      <Stack $gap={2} style={{ marginBottom: 16 }}>
        <Checkbox label="Track production" checked={values.isToTrackProduction} onChange={(v) => set({ isToTrackProduction: v })} />
        <Checkbox
          label="Track employee and equipment time"
          checked={values.isToTrackEmployeeAndEquipmentTime}
          onChange={(v) => set({ isToTrackEmployeeAndEquipmentTime: v })}
        />
        <Checkbox label="Leave of absence (LOA)" checked={values.isLOA} onChange={(v) => set({ isLOA: v })} />
      </Stack>
      <Field label="Invoicing Information" error={errors.invoicingInformation}>
        <Input value={values.invoicingInformation} onChange={(e) => set({ invoicingInformation: e.target.value })} />
      </Field>
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>Save</Button>
        <Button type="button" onClick={() => navigate('/cost-codes')}>Cancel</Button>
      </Row>
    </form>
  );
}
