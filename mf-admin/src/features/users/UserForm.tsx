import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { CAR_TYPES, EMPLOYMENT_TYPES, isAdministratorName, LANGUAGES, LIMITS, MESSAGES, PAY_TYPES, type Role, type User, type WorkType } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import { type UserCreateInput, type UserUpdateInput } from '@groundwork/shared/validation';
import { Button, Checkbox, Field, Input, NumberInput, PasswordInput, Row, TextArea } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { MultiSelect, Select } from '@groundwork/shared/ui/overlays';
import { useWorkClassOptions } from '@groundwork/shared/work-class';
import styled from 'styled-components';
import { roleWithin } from '../../lib/grants';
import { useAdminT } from '../../i18n';
import { useEmployeeCodeCheck } from './useEmployeeCodeCheck';
import { validateUserForm, type UserFormValues } from './user-form-values';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  column-gap: 24px;
`;
/** Why a checkbox is locked, written as a field's hint. */
const CheckHint = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each language named in itself (the same in every catalogue). */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: i18n._(`language.name.${language}`) }));

export type UserFormSubmit =
  | { mode: 'create'; body: UserCreateInput }
  | { mode: 'edit'; body: UserUpdateInput };

export interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** The edited user's id: its own employee code is no clash, and it is not offered as its own manager. */
  userId?: number;
  roles: readonly Role[];
  workTypes: readonly WorkType[];
  /** Everyone who may be chosen as a manager. */
  users: readonly User[];
  /**
   * Why the caller may not set the role here (editing oneself, or without users.create on add / users.update on
   * edit): the Role field is then disabled with this reason. Null or absent: the role can be chosen.
   */
  roleLock?: string | null;
  /** Why Is Active cannot be changed here (editing oneself): the box is then disabled with this reason. */
  activeLock?: string | null;
  /** The caller's scopes: roles giving more than these are shown but cannot be chosen (the server refuses them). */
  scopes?: readonly string[];
  /**
   * Whether the caller may give the Administrator role (canSwitchCompany: the role reaches every company, so only a
   * caller who can switch companies may hand it out). Absent: it cannot be chosen.
   */
  canGrantAdministrator?: boolean;
  saving?: boolean;
  /** Field messages the server answered a save with. */
  serverErrors?: Record<string, string> | null;
  onSubmit: (submit: UserFormSubmit) => void;
  onCancel: () => void;
}

/** The new-user and edit-user form: every field of spec 01 §3, the rules of §5, the employee code checked on blur. */
export function UserForm({
  mode, initial, userId, roles, workTypes, users, roleLock, activeLock, scopes, canGrantAdministrator = false, saving, serverErrors, onSubmit, onCancel,
}: UserFormProps) {
  const t = useAdminT();
  const workClassOptions = useWorkClassOptions();
  const [values, setValues] = useState<UserFormValues>(initial);
  const activeLockId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const code = useEmployeeCodeCheck({ excludeId: userId, confirmedCode: mode === 'edit' ? initial.employeeCode : null });

  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const roleOptions = useMemo(
    () =>
      roles.map((r) => ({
        value: r.id,
        label: r.name,
        disabled: (scopes !== undefined && !roleWithin(scopes, r)) || (isAdministratorName(r.name) && !canGrantAdministrator),
      })),
    [roles, scopes, canGrantAdministrator],
  );
  const workTypeOptions = useMemo(() => workTypes.map((w) => ({ value: w.id, label: w.name })), [workTypes]);
  const managerOptions = useMemo(
    () =>
      users
        .filter((u) => u.id !== userId)
        .map((u) => ({
          value: u.id,
          label: t(u.isActive ? 'admin.users.manager' : 'admin.users.managerInactive', { name: u.name, code: u.employeeCode }),
        })),
    [users, userId, t],
  );

  const codeError =
    code.status === 'taken' ? MESSAGES.notUnique : code.status === 'failed' ? t('admin.users.codeCheckFailed') : errors.employeeCode;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.status !== 'unique') return;
    const result = validateUserForm(values, mode);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.mode === 'create' ? { mode: 'create', body: result.body } : { mode: 'edit', body: result.body });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(mode === 'create' ? 'admin.users.newUser' : 'admin.users.editUser')}>
      <Grid>
        <Field label={t('admin.common.name')} required error={errors.name}>
          <Input value={values.name} maxLength={LIMITS.userName} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field
          label={t('admin.users.employeeCode')}
          required
          error={codeError}
          hint={code.status === 'checking' ? t('admin.users.checkingCode') : undefined}
        >
          <Input
            value={values.employeeCode}
            maxLength={LIMITS.employeeCode}
            onChange={(e) => {
              set('employeeCode', e.target.value);
              code.changed(e.target.value);
            }}
            onBlur={(e) => void code.check(e.target.value)}
          />
        </Field>
        <Field label={t('admin.users.employmentType')} error={errors.employmentType}>
          <Select aria-label={t('admin.users.employmentType')} options={EMPLOYMENT_TYPES.map((v) => ({ value: v, label: t(`admin.users.employmentType.${v}`) }))} value={values.employmentType} onChange={(v) => set('employmentType', v)} />
        </Field>
        <Field label={t('admin.users.payType')} error={errors.payType}>
          <Select aria-label={t('admin.users.payType')} options={PAY_TYPES.map((v) => ({ value: v, label: t(`admin.users.payType.${v}`) }))} value={values.payType} onChange={(v) => set('payType', v)} />
        </Field>
        <Field label={t('admin.users.payRate')} error={errors.payRate}>
          <NumberInput value={values.payRate} min={0} onChange={(v) => set('payRate', v)} />
        </Field>
        <Field label={t('admin.users.workType')} error={errors.workTypeId}>
          <Select aria-label={t('admin.users.workType')} options={workTypeOptions} value={values.workTypeId} onChange={(v) => set('workTypeId', v)} />
        </Field>
        <Field label={t('admin.users.workClass')} required error={errors.workClass}>
          <Select aria-label={t('admin.users.workClass')} options={workClassOptions} value={values.workClass} onChange={(v) => set('workClass', v)} />
        </Field>
        <Field label={t('admin.users.union')} error={errors.union}>
          <Input value={values.union} maxLength={LIMITS.union} onChange={(e) => set('union', e.target.value)} />
        </Field>
        <Field label={t('admin.users.carType')} error={errors.carType}>
          <Select aria-label={t('admin.users.carType')} options={CAR_TYPES.map((v) => ({ value: v, label: t(`admin.users.carType.${v}`) }))} value={values.carType} onChange={(v) => set('carType', v)} />
        </Field>
        <Field label={t('admin.users.mobile')} error={errors.mobile}>
          <Input type="tel" value={values.mobile} onChange={(e) => set('mobile', e.target.value)} />
        </Field>
        <Field label={t('admin.users.email')} required error={errors.email}>
          <Input type="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        <Field label={t('admin.users.address')} error={errors.address}>
          <Input value={values.address} onChange={(e) => set('address', e.target.value)} />
        </Field>
        <Field label={t('admin.users.birthday')} error={errors.birthdayAt}>
          <DatePicker value={values.birthdayAt} onChange={(v) => set('birthdayAt', v)} disableFuture />
        </Field>
        <Field label={t('admin.users.hiredDate')} error={errors.hiredAt}>
          <DatePicker value={values.hiredAt} onChange={(v) => set('hiredAt', v)} />
        </Field>
        <Field label={t('admin.users.emergencyContact')} error={errors.emergencyContact}>
          <Input value={values.emergencyContact} onChange={(e) => set('emergencyContact', e.target.value)} />
        </Field>
        <Field label={t('admin.users.health')} error={errors.health}>
          <TextArea value={values.health} onChange={(e) => set('health', e.target.value)} />
        </Field>
        <Field label={t('admin.users.username')} required error={errors.username}>
          <Input
            value={values.username}
            autoComplete="off"
            maxLength={LIMITS.usernameMax}
            onChange={(e) => set('username', e.target.value)}
          />
        </Field>
        <Field label={t(mode === 'create' ? 'admin.users.password' : 'admin.users.newPassword')} required={mode === 'create'} error={errors.password}
          hint={mode === 'edit' ? t('admin.users.keepPassword') : undefined}>
          <PasswordInput autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.target.value)} />
        </Field>
        {mode === 'create' ? (
          <Field label={t('admin.users.confirmPassword')} required error={errors.confirmPassword}>
            <PasswordInput
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => set('confirmPassword', e.target.value)}
            />
          </Field>
        ) : null}
        <Field label={t('admin.users.role')} required error={errors.roleId} hint={roleLock ?? undefined}>
          <Select aria-label={t('admin.users.role')} options={roleOptions} value={values.roleId} onChange={(v) => set('roleId', v)} disabled={Boolean(roleLock)} />
        </Field>
        <Field label={t('language.label')} required error={errors.language}>
          <Select aria-label={t('language.label')} options={LANGUAGE_OPTIONS} value={values.language} clearable={false} onChange={(v) => set('language', v ?? 'en')} />
        </Field>
        <Field label={t('admin.users.managers')} error={errors.managerIds}>
          <MultiSelect aria-label={t('admin.users.managers')} options={managerOptions} value={values.managerIds} onChange={(v) => set('managerIds', v)} />
        </Field>
      </Grid>
      <Row $gap={4} style={{ marginBottom: 16 }}>
        <Checkbox label={t('admin.users.isOnPayroll')} checked={values.isOnPayroll} onChange={(v) => set('isOnPayroll', v)} />
        <Checkbox
          label={t('admin.users.isActive')}
          checked={values.isActive}
          onChange={(v) => set('isActive', v)}
          disabled={Boolean(activeLock)}
          aria-describedby={activeLock ? activeLockId : undefined}
        />
        <Checkbox label={t('admin.users.isSubcontractor')} checked={values.isSubcontractor} onChange={(v) => set('isSubcontractor', v)} />
      </Row>
      {activeLock ? <CheckHint id={activeLockId}>{activeLock}</CheckHint> : null}
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={saving} disabled={code.status !== 'unique'}>
          {t('admin.common.save')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      </Row>
    </form>
  );
}
