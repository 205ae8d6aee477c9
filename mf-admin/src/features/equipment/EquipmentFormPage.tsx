import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  createEquipment, equipmentCategoryKeys, equipmentKeys, getEquipment, listEquipment, listEquipmentCategories, updateEquipment,
} from '@groundwork/shared/api';
import { EQUIPMENT_CLASSES, MESSAGES, OWNERSHIP_TYPES, OWNERSHIP_TYPE_DEFAULT, type Equipment, type EquipmentClass, type OwnershipType } from '@groundwork/shared/domain';
import { equipmentSchema, fieldErrors } from '@groundwork/shared/validation';
import { Button, EmptyState, Field, Input, NumberInput, notify, Row, Spinner } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select, Switch } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { serverFieldErrors } from '../../query';

interface EquipmentValues {
  name: string;
  description: string;
  equipmentCategoryId: number | null;
  class: EquipmentClass | null;
  make: string;
  year: string;
  modelNumber: string;
  serialNumber: string;
  licensePlate: string;
  isRental: boolean;
  isActive: boolean;
  value: number | null;
  acquiredAt: string | null;
  ownershipType: OwnershipType;
  startingHours: number | null;
  endOfTerm: string;
}

const EMPTY: EquipmentValues = {
  name: '', description: '', equipmentCategoryId: null, class: null, make: '', year: '', modelNumber: '', serialNumber: '',
  licensePlate: '', isRental: false, isActive: true, value: null, acquiredAt: null, ownershipType: OWNERSHIP_TYPE_DEFAULT,
  startingHours: null, endOfTerm: '',
};

function valuesOf(e: Equipment): EquipmentValues {
  return {
    name: e.name, description: e.description, equipmentCategoryId: e.equipmentCategoryId, class: e.class, make: e.make ?? '',
    year: e.year === null ? '' : String(e.year), modelNumber: e.modelNumber ?? '', serialNumber: e.serialNumber ?? '',
    licensePlate: e.licensePlate ?? '', isRental: e.isRental, isActive: e.isActive, value: e.value, acquiredAt: e.acquiredAt,
    ownershipType: e.ownershipType, startingHours: e.startingHours, endOfTerm: e.endOfTerm ?? '',
  };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 0 16px;
  max-width: 980px;
`;
const CLASS_OPTIONS = EQUIPMENT_CLASSES.map((c) => ({ value: c, label: c }));
const OWNERSHIP_OPTIONS = OWNERSHIP_TYPES.map((o) => ({ value: o, label: o }));

/** /equipment/add and /equipment/{id}/edit: every equipment field. */
export function EquipmentFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ queryKey: equipmentKeys.detail(id ?? 0), queryFn: () => getEquipment(id!), enabled: id !== null });
  const categories = useQuery({ queryKey: equipmentCategoryKeys.all, queryFn: listEquipmentCategories });
  const [values, setValues] = useState<EquipmentValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (existing.data) setValues(valuesOf(existing.data));
  }, [existing.data]);
  const set = (patch: Partial<EquipmentValues>) => setValues((v) => ({ ...v, ...patch }));

  const checkName = async () => {
    const name = values.name.trim();
    if (!name) return true;
    try {
      const found = await listEquipment({ name });
      if (found.some((e) => e.id !== id && e.name.toLowerCase() === name.toLowerCase())) {
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
    mutationFn: async (v: EquipmentValues) => {
      const parsed = equipmentSchema.safeParse(v);
      if (!parsed.success) throw Object.assign(new Error('invalid'), { fieldErrors: fieldErrors(parsed.error) });
      if (!(await checkName())) throw Object.assign(new Error('taken'), { fieldErrors: { name: MESSAGES.notUnique } });
      return id === null ? createEquipment(parsed.data) : updateEquipment(id, parsed.data);
    },
    onSuccess: async (saved) => {
      notify.success('Success', id === null ? MESSAGES.added('Equipment') : MESSAGES.updated('Equipment'));
      await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      navigate(`/equipment/${saved.id}`);
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
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/equipment')} />;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <form onSubmit={submit} noValidate aria-label={id === null ? 'Add Equipment' : 'Edit Equipment'}>
      <Grid>
        <Field label="Equipment No." required error={errors.name}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void checkName()} />
        </Field>
        <Field label="Description" required error={errors.description}>
          <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <Field label="Category" required error={errors.equipmentCategoryId}>
          <Select options={categoryOptions} value={values.equipmentCategoryId} onChange={(v) => set({ equipmentCategoryId: v })} />
        </Field>
        <Field label="Class" required error={errors.class}>
          <Select options={CLASS_OPTIONS} value={values.class} onChange={(v) => set({ class: v })} />
        </Field>
        <Field label="Make" error={errors.make}>
          <Input value={values.make} onChange={(e) => set({ make: e.target.value })} />
        </Field>
        <Field label="Year" error={errors.year} hint="YYYY">
          <Input value={values.year} inputMode="numeric" maxLength={4} placeholder="YYYY" onChange={(e) => set({ year: e.target.value })} />
        </Field>
        <Field label="Model Number" error={errors.modelNumber}>
          <Input value={values.modelNumber} onChange={(e) => set({ modelNumber: e.target.value })} />
        </Field>
        <Field label="Serial Number" error={errors.serialNumber}>
          <Input value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} />
        </Field>
        <Field label="License Plate" error={errors.licensePlate}>
          <Input value={values.licensePlate} onChange={(e) => set({ licensePlate: e.target.value })} />
        </Field>
        <Field label="Value" error={errors.value}>
          <NumberInput value={values.value} min={0} onChange={(v) => set({ value: v })} />
        </Field>
        <Field label="Acquired On" error={errors.acquiredAt}>
          <DatePicker value={values.acquiredAt} onChange={(v) => set({ acquiredAt: v })} />
        </Field>
        <Field label="Ownership Type" error={errors.ownershipType}>
          <Select options={OWNERSHIP_OPTIONS} value={values.ownershipType} clearable={false} onChange={(v) => set({ ownershipType: v ?? OWNERSHIP_TYPE_DEFAULT })} />
        </Field>
        <Field label="Starting Hours" error={errors.startingHours}>
          <NumberInput value={values.startingHours} min={0} onChange={(v) => set({ startingHours: v })} />
        </Field>
        <Field label="End of Term" error={errors.endOfTerm} hint="YYYY-MM">
          <Input type="month" value={values.endOfTerm} placeholder="YYYY-MM" onChange={(e) => set({ endOfTerm: e.target.value })} />
        </Field>
      </Grid>
      <Row $gap={6} style={{ marginBottom: 16 }}>
        <Switch label="Rental" checked={values.isRental} onChange={(v) => set({ isRental: v })} />
        <Switch label="Active" checked={values.isActive} onChange={(v) => set({ isActive: v })} />
      </Row>
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>Save</Button>
        <Button type="button" onClick={() => navigate('/equipment')}>Cancel</Button>
      </Row>
    </form>
  );
}
