import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listOvertimePolicies, overtimePolicyKeys } from '@groundwork/shared/api';
import { timeZoneNames, type OvertimePolicyView } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { Field } from '@groundwork/shared/ui';
import { Select, type SelectOption } from '@groundwork/shared/ui/overlays';
import type { FieldMessages } from '../../lib/record-form';
import { useAdminT, type AdminMessageId } from '../../i18n';

export interface OvertimeSettings {
  timeZone: string;
  overtimePolicy: string;
}

/** The options, with the stored value kept as one even when the list lacks it (so the form shows what is saved). */
function withStored(options: SelectOption<string>[], stored: string): SelectOption<string>[] {
  return options.some((o) => o.value === stored) ? options : [...options, { value: stored, label: stored }];
}

/** The presets whose names the catalogue holds (the server sends them in English). */
const PRESET_NAMES = new Set(['none', 'CA-BC', 'CA-AB', 'CA-ON', 'CA-FED', 'US-FLSA', 'US-CA']);
/** A policy's name in the page's language: a preset's by its id, a company's own as it is named. */
const policyName = (p: OvertimePolicyView, t: Translate<AdminMessageId>) =>
  (!p.custom && PRESET_NAMES.has(p.id) ? t(`admin.companies.policy.${p.id}` as AdminMessageId) : p.name);
/** A policy's source: a company's own or none in the page's language; an act's citation as the act is named. */
function policySource(p: OvertimePolicyView, t: Translate<AdminMessageId>): string {
  if (p.custom) return p.custom.union ? t('admin.companies.policy.companyForUnion', { union: p.custom.union }) : t('admin.companies.policy.company');
  return p.id === 'none' ? t('admin.companies.policy.noRule') : p.source;
}

/**
 * The company's time zone and overtime policy (docs/overtime.md), with the chosen policy's source under its select.
 * GET /api/overtime-policies answers the signed-in company's own policies: they are offered only on that company's
 * form (another company's form offers the presets, and keeps its stored choice).
 */
export function OvertimeSettingsFields({
  companyId, values, errors, onChange,
}: {
  /** The edited company; null on Add Company. */
  companyId: number | null;
  values: OvertimeSettings;
  errors: FieldMessages;
  onChange: (patch: Partial<OvertimeSettings>) => void;
}) {
  const t = useAdminT();
  const ownCompanyId = useSession((s) => s.claims?.companyId ?? null);
  const policies = useQuery({ queryKey: overtimePolicyKeys.choices, queryFn: listOvertimePolicies });
  const offered = useMemo(
    () => (policies.data ?? []).filter((p) => p.custom === null || companyId === ownCompanyId),
    [policies.data, companyId, ownCompanyId],
  );
  const zoneOptions = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone })), []);
  const chosen = offered.find((p) => p.id === values.overtimePolicy);

  return (
    <>
      <Field label={t('admin.companies.timeZone')} error={errors.timeZone} hint={t('admin.companies.timeZoneHint')}>
        <Select
          options={withStored(zoneOptions, values.timeZone)}
          value={values.timeZone}
          clearable={false}
          onChange={(v) => onChange({ timeZone: v ?? values.timeZone })}
        />
      </Field>
      <Field label={t('admin.companies.overtimePolicy')} error={errors.overtimePolicy} hint={chosen ? policySource(chosen, t) : undefined}>
        <Select
          options={withStored(offered.map((p) => ({ value: p.id, label: policyName(p, t) })), values.overtimePolicy)}
          value={values.overtimePolicy}
          clearable={false}
          onChange={(v) => onChange({ overtimePolicy: v ?? values.overtimePolicy })}
        />
      </Field>
    </>
  );
}
