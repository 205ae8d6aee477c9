import { useRef } from 'react';
import styled from 'styled-components';
import { companyKeys, createCompany, getCompany, updateCompany, type CompanyBody, type CompanyRecord } from '@groundwork/shared/api';
import { DEFAULT_EXPORT_PROFILE, LIMITS, PERMISSIONS, type CsvHeaderStyle } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { companySchema } from '@groundwork/shared/validation';
import { Button, Checkbox, Field, Input, NumberInput, Row, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import { FilePicker, type FilePickerHandle } from '@groundwork/shared/ui/table';
import { FormActions, fromSchema, useRecordForm, type ParseResult } from '../../lib/record-form';
import { withQueryClient } from '../../query';
import { useAdminT, type AdminMessageId } from '../../i18n';
import { CompanyLogo } from './CompanyLogo';
import { LOGO_ACCEPT, readLogoFile } from './logo-file';
import { OvertimeSettingsFields, type OvertimeSettings } from './OvertimeSettingsFields';

/**
 * One of two fields side by side (the job cost settings): each takes half the row, its hint wrapping under it, and
 * they stack on a phone (a field sized to its long hint pushed the other to a row of its own, wider and lower).
 */
const PairField = styled(Field)`
  flex: 1 1 240px;
  min-width: 0;
`;

interface CompanyValues extends OvertimeSettings {
  name: string;
  description: string;
  payrollHeader: string;
  // The export profile (docs/payroll-file.md "Export profiles").
  payPeriodStartsOn: string | null;
  rentalEquipmentJob: string;
  includeRentalEquipment: boolean;
  csvHeaderStyle: CsvHeaderStyle;
  // Job cost (docs/job-cost.md): shown and sent only for reports.job_cost.
  laborBurdenPercent: number | null;
  salariedHoursPerYear: number | null;
  /**
   * The logo to show: the stored one's URL, a new upload's data URL, or null. `logoChanged` says whether it is
   * sent: an untouched stored logo is left out of the update, which keeps it.
   */
  logo: string | null;
  logoChanged: boolean;
}

const EMPTY: CompanyValues = {
  name: '', description: '', payrollHeader: '', payPeriodStartsOn: DEFAULT_EXPORT_PROFILE.payPeriodStartsOn, rentalEquipmentJob: '',
  includeRentalEquipment: DEFAULT_EXPORT_PROFILE.includeRentalEquipment, csvHeaderStyle: DEFAULT_EXPORT_PROFILE.csvHeaderStyle,
  // A new company's overtime settings as the server would default them (docs/overtime.md).
  timeZone: 'UTC', overtimePolicy: 'none',
  // Job cost's defaults (docs/job-cost.md): no burden, 2080 hours in a salaried year.
  laborBurdenPercent: 0, salariedHoursPerYear: 2080,
  logo: null, logoChanged: false,
};

/** The CSV header styles as the form offers them (message ids of their labels). */
const CSV_HEADER_OPTIONS: { value: CsvHeaderStyle; label: AdminMessageId }[] = [
  { value: 'standard', label: 'admin.companies.csvHeader.standard' },
  { value: 'alternate', label: 'admin.companies.csvHeader.alternate' },
];

/** The form's values of a stored company: its logo is shown and, unless changed, left out of the update. */
function valuesOf(c: CompanyRecord): CompanyValues {
  return {
    name: c.name, description: c.description ?? '', payrollHeader: c.payrollHeader ?? '', payPeriodStartsOn: c.payPeriodStartsOn,
    rentalEquipmentJob: c.rentalEquipmentJob ?? '', includeRentalEquipment: c.includeRentalEquipment, csvHeaderStyle: c.csvHeaderStyle,
    timeZone: c.timeZone, overtimePolicy: c.overtimePolicy, logo: c.logo, logoChanged: false,
    laborBurdenPercent: c.laborBurdenPercent ?? null, salariedHoursPerYear: c.salariedHoursPerYear ?? null,
  };
}

/**
 * Checks the values with companySchema; the logo is sent when it was changed, and always for a new company; the
 * labour burden and salaried hours only by a holder of reports.job_cost (`seesMoney`), else left out (they stay).
 */
function parse(values: CompanyValues, id: number | null, seesMoney: boolean): ParseResult<CompanyBody> {
  const parsed = fromSchema(
    companySchema.safeParse({
      name: values.name,
      description: values.description,
      payrollHeader: values.payrollHeader,
      payPeriodStartsOn: values.payPeriodStartsOn ?? undefined,
      rentalEquipmentJob: values.rentalEquipmentJob,
      includeRentalEquipment: values.includeRentalEquipment,
      csvHeaderStyle: values.csvHeaderStyle,
      timeZone: values.timeZone,
      overtimePolicy: values.overtimePolicy,
      logo: values.logoChanged ? values.logo : null,
      ...(seesMoney ? { laborBurdenPercent: values.laborBurdenPercent, salariedHoursPerYear: values.salariedHoursPerYear } : {}),
    }),
  );
  if (!parsed.ok) return parsed;
  const { logo, ...rest } = parsed.body;
  return { ok: true, body: values.logoChanged || id === null ? { ...rest, logo: logo ?? null } : rest };
}

/**
 * /companies/add and /companies/{id}/edit: name, description, payroll header, the export profile (pay period start,
 * rental equipment job and inclusion, CSV header style), the overtime settings (time zone, policy), for
 * reports.job_cost the labour burden and salaried hours per year (job cost), and a logo upload with preview.
 */
function CompanyFormPage() {
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  const t = useAdminT();
  const logoPicker = useRef<FilePickerHandle>(null);
  const form = useRecordForm({
    record: { key: companyKeys.detail, get: getCompany },
    initial: EMPTY,
    valuesOf,
    parse: (values, id) => parse(values, id, seesMoney),
    create: createCompany,
    update: updateCompany,
    added: t('admin.companies.added'),
    updated: t('admin.companies.updated'),
    invalidate: [companyKeys.all],
    then: () => '/companies',
    failed: t('admin.common.somethingWentWrong'),
    backTo: '/companies',
  });
  const { values, set, setValues, errors, setErrors } = form;

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    const read = await readLogoFile(file);
    if (read.ok) {
      setValues((v) => ({ ...v, logo: read.dataUrl, logoChanged: true }));
      setErrors(({ logo: _dropped, ...rest }) => rest);
    } else {
      setErrors((e) => ({ ...e, logo: read.message }));
      logoPicker.current?.clear();
    }
  };

  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 640 }}>
      <Field label={t('admin.common.name')} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label={t('admin.common.description')} required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field label={t('admin.companies.payrollHeader')} required error={errors.payrollHeader} hint={t('admin.companies.payrollHeaderHint', { max: LIMITS.payrollHeader })}>
        <Input
          value={values.payrollHeader}
          maxLength={LIMITS.payrollHeader}
          onChange={(e) => set({ payrollHeader: e.target.value })}
        />
      </Field>
      <Field
        label={t('admin.companies.payPeriodStartsOn')}
        error={errors.payPeriodStartsOn}
        hint={t('admin.companies.payPeriodHint')}
      >
        <DatePicker value={values.payPeriodStartsOn} onChange={(v) => set({ payPeriodStartsOn: v })} />
      </Field>
      <Field
        label={t('admin.companies.rentalEquipmentJob')}
        error={errors.rentalEquipmentJob}
        hint={t('admin.companies.rentalEquipmentJobHint', { max: LIMITS.rentalEquipmentJob })}
      >
        <Input
          value={values.rentalEquipmentJob}
          maxLength={LIMITS.rentalEquipmentJob}
          onChange={(e) => set({ rentalEquipmentJob: e.target.value })}
        />
      </Field>
      <Field label={t('admin.companies.rentalEquipment')} error={errors.includeRentalEquipment}>
        <Checkbox
          label={t('admin.companies.includeRentalEquipment')}
          checked={values.includeRentalEquipment}
          onChange={(v) => set({ includeRentalEquipment: v })}
        />
      </Field>
      <Field label={t('admin.companies.csvHeaderStyle')} error={errors.csvHeaderStyle} hint={t('admin.companies.csvHeaderStyleHint')}>
        <Select
          options={CSV_HEADER_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={values.csvHeaderStyle}
          clearable={false}
          onChange={(v) => set({ csvHeaderStyle: v ?? 'standard' })}
        />
      </Field>
      <OvertimeSettingsFields companyId={form.id} values={values} errors={errors} onChange={set} />
      {seesMoney ? (
        <Row $gap={4} $align="flex-start" style={{ rowGap: 0 }}>
          <PairField label={t('admin.money.laborBurdenPercent')} required error={errors.laborBurdenPercent} hint={t('admin.money.laborBurdenPercentHint')}>
            <NumberInput value={values.laborBurdenPercent} min={0} max={100} step="0.01" onChange={(v) => set({ laborBurdenPercent: v })} />
          </PairField>
          <PairField label={t('admin.money.salariedHoursPerYear')} required error={errors.salariedHoursPerYear} hint={t('admin.money.salariedHoursPerYearHint')}>
            <NumberInput value={values.salariedHoursPerYear} min={1} max={8784} step="1" onChange={(v) => set({ salariedHoursPerYear: v })} />
          </PairField>
        </Row>
      ) : null}
      <Field label={t('admin.companies.logo')} error={errors.logo}>
        <FilePicker ref={logoPicker} accept={LOGO_ACCEPT} onChange={(file) => void chooseLogo(file)} />
      </Field>
      {values.logo ? (
        <Row $gap={3} style={{ marginBottom: 16 }}>
          <CompanyLogo name={values.name || t('admin.companies.company')} logo={values.logo} height={64} />
          <Button
            type="button"
            variant="link"
            onClick={() => {
              set({ logo: null, logoChanged: true });
              logoPicker.current?.clear();
            }}
          >
            {t('admin.companies.removeLogo')}
          </Button>
        </Row>
      ) : null}
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/companies')} />
    </form>
  );
}

export default withQueryClient(CompanyFormPage);
