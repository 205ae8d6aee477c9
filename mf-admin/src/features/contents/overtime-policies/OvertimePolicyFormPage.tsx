import styled from 'styled-components';
import { createOvertimePolicy, getOvertimePolicy, overtimePolicyKeys, updateOvertimePolicy } from '@groundwork/shared/api';
import { LIMITS, OVERTIME_RATES, WEEKDAYS, type CustomOvertimePolicyRow, type OvertimeRateName } from '@groundwork/shared/domain';
import { overtimePolicySchema } from '@groundwork/shared/validation';
import { Field, Input, NumberInput, space } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import { FormActions, fromSchema, useRecordForm } from '../../../lib/record-form';
import { formatDate } from '@groundwork/shared/i18n';
import { useAdminT } from '../../../i18n';
import { RATE_IDS } from './labels';

type PolicyValues = Omit<CustomOvertimePolicyRow, 'id' | 'weekdayRates' | 'holidayRegion' | 'union'> & {
  weekdayRates: OvertimeRateName[];
  holidayRegion: string;
  union: string;
};

const EMPTY: PolicyValues = {
  name: '', dailyOvertimeAfter: null, dailyDoubleTimeAfter: null, weeklyOvertimeAfter: null,
  weekdayRates: WEEKDAYS.map(() => 'regular'), holidayRate: null, holidayRegion: '', union: '',
};

const valuesOf = (p: CustomOvertimePolicyRow): PolicyValues => ({
  name: p.name, dailyOvertimeAfter: p.dailyOvertimeAfter, dailyDoubleTimeAfter: p.dailyDoubleTimeAfter,
  weeklyOvertimeAfter: p.weeklyOvertimeAfter, weekdayRates: [...p.weekdayRates], holidayRate: p.holidayRate,
  holidayRegion: p.holidayRegion ?? '', union: p.union ?? '',
});

/** A Sunday: the days of the week named by Intl in the page's language, Sunday first as the policy stores them. */
const A_SUNDAY = new Date(2026, 0, 4, 12);
const weekdayName = (index: number) => formatDate(new Date(A_SUNDAY.getTime() + index * 86_400_000), { weekday: 'long' });

const Days = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${space(4)};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  column-gap: ${space(3)};
  legend { padding: 0; margin-bottom: ${space(2)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const LIST = '/contents/overtime-policies';

/**
 * /contents/overtime-policies/add and /{id}/edit: a company-defined policy (docs/overtime.md): daily and weekly
 * thresholds, a rate per day of the week (Sunday first), a holiday rate and region, and the union it pays.
 */
export function OvertimePolicyFormPage() {
  const t = useAdminT();
  const rateOptions = OVERTIME_RATES.map((rate) => ({ value: rate, label: t(RATE_IDS[rate]) }));
  const form = useRecordForm({
    record: { key: overtimePolicyKeys.detail, get: getOvertimePolicy },
    initial: EMPTY,
    valuesOf,
    parse: (values: PolicyValues) => fromSchema(overtimePolicySchema.safeParse(values)),
    create: createOvertimePolicy,
    update: updateOvertimePolicy,
    added: t('admin.overtime.added'),
    updated: t('admin.contents.recordUpdated'),
    invalidate: [overtimePolicyKeys.all],
    then: () => LIST,
    backTo: LIST,
  });
  const { values, set, errors } = form;
  const setDay = (day: number, rate: OvertimeRateName) => set({ weekdayRates: values.weekdayRates.map((r, i) => (i === day ? rate : r)) });

  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 640 }}>
      <Field label={t('admin.common.name')} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label={t('admin.overtime.dailyOvertimeAfter')} error={errors.dailyOvertimeAfter} hint={t('admin.overtime.thresholdHint')}>
        <NumberInput value={values.dailyOvertimeAfter} min={0.25} max={24} onChange={(v) => set({ dailyOvertimeAfter: v })} />
      </Field>
      <Field label={t('admin.overtime.dailyDoubleTimeAfter')} error={errors.dailyDoubleTimeAfter} hint={t('admin.overtime.thresholdHint')}>
        <NumberInput value={values.dailyDoubleTimeAfter} min={0.25} max={24} onChange={(v) => set({ dailyDoubleTimeAfter: v })} />
      </Field>
      <Field label={t('admin.overtime.weeklyOvertimeAfter')} error={errors.weeklyOvertimeAfter} hint={t('admin.overtime.weeklyHint')}>
        <NumberInput value={values.weeklyOvertimeAfter} min={0.25} max={168} onChange={(v) => set({ weeklyOvertimeAfter: v })} />
      </Field>
      <Days>
        <legend>{t('admin.overtime.weekdayRates')}</legend>
        {WEEKDAYS.map((day, i) => (
          <Field key={day} label={weekdayName(i)} error={errors[`weekdayRates.${i}`]}>
            <Select options={rateOptions} value={values.weekdayRates[i] ?? null} clearable={false} onChange={(v) => v && setDay(i, v)} />
          </Field>
        ))}
      </Days>
      <Field label={t('admin.overtime.holidayRate')} error={errors.holidayRate} hint={t('admin.overtime.holidayRateHint')}>
        <Select options={rateOptions} value={values.holidayRate} onChange={(v) => set({ holidayRate: v })} />
      </Field>
      <Field label={t('admin.overtime.holidayRegion')} error={errors.holidayRegion} hint={t('admin.overtime.holidayRegionHint')}>
        <Input value={values.holidayRegion} maxLength={6} onChange={(e) => set({ holidayRegion: e.target.value.toUpperCase() })} />
      </Field>
      <Field label={t('admin.overtime.union')} error={errors.union} hint={t('admin.overtime.unionHint')}>
        <Input value={values.union} maxLength={LIMITS.union} onChange={(e) => set({ union: e.target.value })} />
      </Field>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate(LIST)} />
    </form>
  );
}
