import { useQuery } from '@tanstack/react-query';
import {
  createEquipment, equipmentCategoryKeys, equipmentKeys, getEquipment, listEquipment, listEquipmentCategories, updateEquipment,
} from '@groundwork/shared/api';
import { EQUIPMENT_CLASSES, MESSAGES, OWNERSHIP_TYPES, OWNERSHIP_TYPE_DEFAULT, PERMISSIONS, type Equipment, type EquipmentClass, type OwnershipType } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { equipmentSchema } from '@groundwork/shared/validation';
import { Field, Input, NumberInput, Row } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select, Switch } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { MONEY_LABELS } from '../../lib/money-labels';
import { FormActions, fromSchema, nameTakenIn, useRecordForm } from '../../lib/record-form';

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
  /** Money: shown and sent only for reports.job_cost. */
  hourlyRate: number | null;
  endOfTerm: string;
}

const EMPTY: EquipmentValues = {
  name: '', description: '', equipmentCategoryId: null, class: null, make: '', year: '', modelNumber: '', serialNumber: '',
  licensePlate: '', isRental: false, isActive: true, value: null, acquiredAt: null, ownershipType: OWNERSHIP_TYPE_DEFAULT,
  startingHours: null, hourlyRate: null, endOfTerm: '',
};

function valuesOf(e: Equipment): EquipmentValues {
  return {
    name: e.name, description: e.description, equipmentCategoryId: e.equipmentCategoryId, class: e.class, make: e.make ?? '',
    year: e.year === null ? '' : String(e.year), modelNumber: e.modelNumber ?? '', serialNumber: e.serialNumber ?? '',
    licensePlate: e.licensePlate ?? '', isRental: e.isRental, isActive: e.isActive, value: e.value, acquiredAt: e.acquiredAt,
    ownershipType: e.ownershipType, startingHours: e.startingHours, hourlyRate: e.hourlyRate ?? null, endOfTerm: e.endOfTerm ?? '',
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

/**
 * /equipment/add and /equipment/{id}/edit: every equipment field; the hourly rate only for reports.job_cost (without
 * it the field is not shown and not sent, so the stored rate stays).
 */
export function EquipmentFormPage() {
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  const categories = useQuery({ queryKey: equipmentCategoryKeys.all, queryFn: listEquipmentCategories });
  const form = useRecordForm({
    record: { key: equipmentKeys.detail, get: (id) => getEquipment(id) },
    initial: EMPTY,
    valuesOf,
    parse: ({ hourlyRate, ...v }) => fromSchema(equipmentSchema.safeParse(seesMoney ? { ...v, hourlyRate } : v)),
    unique: { field: 'name', isTaken: nameTakenIn(listEquipment) },
    create: createEquipment,
    update: updateEquipment,
    added: MESSAGES.added('Equipment'),
    updated: MESSAGES.updated('Equipment'),
    invalidate: [equipmentKeys.all],
    then: (saved) => `/equipment/${saved.id}`,
    backTo: '/equipment',
  });
  const { values, errors, set } = form;

  if (form.gate) return form.gate;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <form onSubmit={form.submit} noValidate aria-label={form.isNew ? 'Add Equipment' : 'Edit Equipment'}>
      <Grid>
        <Field label="Equipment No." required error={errors.name}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void form.checkUnique()} />
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
        {seesMoney ? (
          <Field label={MONEY_LABELS.hourlyRate} error={errors.hourlyRate} hint={MONEY_LABELS.hourlyRateHint}>
            <NumberInput value={values.hourlyRate} min={0} step="0.01" onChange={(v) => set({ hourlyRate: v })} />
          </Field>
        ) : null}
        <Field label="End of Term" error={errors.endOfTerm} hint="YYYY-MM">
          <Input type="month" value={values.endOfTerm} placeholder="YYYY-MM" onChange={(e) => set({ endOfTerm: e.target.value })} />
        </Field>
      </Grid>
      <Row $gap={6} style={{ marginBottom: 16 }}>
        <Switch label="Rental" checked={values.isRental} onChange={(v) => set({ isRental: v })} />
        <Switch label="Active" checked={values.isActive} onChange={(v) => set({ isActive: v })} />
      </Row>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/equipment')} />
    </form>
  );
}
