import { useQuery } from '@tanstack/react-query';
import {
  createEquipment, equipmentCategoryKeys, equipmentKeys, getEquipment, listEquipment, listEquipmentCategories, updateEquipment,
} from '@groundwork/shared/api';
import { EQUIPMENT_CLASSES, OWNERSHIP_TYPES, OWNERSHIP_TYPE_DEFAULT, PERMISSIONS, type Equipment, type EquipmentClass, type OwnershipType } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { equipmentSchema } from '@groundwork/shared/validation';
import { Field, Input, NumberInput, Row } from '@groundwork/shared/ui';
import { DatePicker, MonthInput } from '@groundwork/shared/ui/dates';
import { Select, Switch } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { equipmentClassId, ownershipTypeId } from '@groundwork/shared/i18n';
import { useAdminT } from '../../i18n';
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

/**
 * /equipment/add and /equipment/{id}/edit: every equipment field; the hourly rate only for reports.job_cost (without
 * it the field is not shown and not sent, so the stored rate stays).
 */
export function EquipmentFormPage() {
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  const t = useAdminT();
  const categories = useQuery({ queryKey: equipmentCategoryKeys.all, queryFn: listEquipmentCategories });
  const form = useRecordForm({
    record: { key: equipmentKeys.detail, get: (id) => getEquipment(id) },
    initial: EMPTY,
    valuesOf,
    parse: ({ hourlyRate, ...v }) => fromSchema(equipmentSchema.safeParse(seesMoney ? { ...v, hourlyRate } : v)),
    unique: { field: 'name', isTaken: nameTakenIn(listEquipment) },
    create: createEquipment,
    update: updateEquipment,
    added: t('admin.equipment.added'),
    updated: t('admin.equipment.updated'),
    invalidate: [equipmentKeys.all],
    then: (saved) => `/equipment/${saved.id}`,
    backTo: '/equipment',
  });
  const { values, errors, set } = form;

  if (form.gate) return form.gate;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const classOptions = EQUIPMENT_CLASSES.map((c) => ({ value: c, label: t(equipmentClassId(c)) }));
  const ownershipOptions = OWNERSHIP_TYPES.map((o) => ({ value: o, label: t(ownershipTypeId(o)) }));
  return (
    <form onSubmit={form.submit} noValidate aria-label={t(form.isNew ? 'admin.route.addEquipment' : 'admin.route.editEquipment')}>
      <Grid>
        <Field label={t('admin.equipment.equipmentNo')} required error={errors.name}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} onBlur={() => void form.checkUnique()} />
        </Field>
        <Field label={t('admin.common.description')} required error={errors.description}>
          <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.category')} required error={errors.equipmentCategoryId}>
          <Select options={categoryOptions} value={values.equipmentCategoryId} onChange={(v) => set({ equipmentCategoryId: v })} />
        </Field>
        <Field label={t('admin.equipment.class')} required error={errors.class}>
          <Select options={classOptions} value={values.class} onChange={(v) => set({ class: v })} />
        </Field>
        <Field label={t('admin.equipment.make')} error={errors.make}>
          <Input value={values.make} onChange={(e) => set({ make: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.year')} error={errors.year} hint={t('admin.equipment.yearHint')}>
          <Input value={values.year} inputMode="numeric" maxLength={4} placeholder={t('admin.equipment.yearHint')} onChange={(e) => set({ year: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.modelNumber')} error={errors.modelNumber}>
          <Input value={values.modelNumber} onChange={(e) => set({ modelNumber: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.serialNumber')} error={errors.serialNumber}>
          <Input value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.licensePlate')} error={errors.licensePlate}>
          <Input value={values.licensePlate} onChange={(e) => set({ licensePlate: e.target.value })} />
        </Field>
        <Field label={t('admin.equipment.value')} error={errors.value}>
          <NumberInput value={values.value} min={0} onChange={(v) => set({ value: v })} />
        </Field>
        <Field label={t('admin.equipment.acquiredOn')} error={errors.acquiredAt}>
          <DatePicker value={values.acquiredAt} onChange={(v) => set({ acquiredAt: v })} />
        </Field>
        <Field label={t('admin.equipment.ownershipType')} error={errors.ownershipType}>
          <Select options={ownershipOptions} value={values.ownershipType} clearable={false} onChange={(v) => set({ ownershipType: v ?? OWNERSHIP_TYPE_DEFAULT })} />
        </Field>
        <Field label={t('admin.equipment.startingHours')} error={errors.startingHours}>
          <NumberInput value={values.startingHours} min={0} onChange={(v) => set({ startingHours: v })} />
        </Field>
        {seesMoney ? (
          <Field label={t('admin.money.hourlyRate')} error={errors.hourlyRate} hint={t('admin.money.hourlyRateHint')}>
            <NumberInput value={values.hourlyRate} min={0} step="0.01" onChange={(v) => set({ hourlyRate: v })} />
          </Field>
        ) : null}
        <Field label={t('admin.equipment.endOfTerm')} error={errors.endOfTerm} hint={t('admin.equipment.endOfTermHint')}>
          <MonthInput optional value={values.endOfTerm} onChange={(endOfTerm) => set({ endOfTerm })} />
        </Field>
      </Grid>
      <Row $gap={6} style={{ marginBottom: 16 }}>
        <Switch label={t('admin.equipment.rental')} checked={values.isRental} onChange={(v) => set({ isRental: v })} />
        <Switch label={t('admin.common.active')} checked={values.isActive} onChange={(v) => set({ isActive: v })} />
      </Row>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/equipment')} />
    </form>
  );
}
