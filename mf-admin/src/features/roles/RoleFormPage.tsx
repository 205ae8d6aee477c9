import { useQuery } from '@tanstack/react-query';
import { createRole, getRole, listRolePermissions, roleKeys, rolePermissionKeys, updateRole } from '@groundwork/shared/api';
import styled from 'styled-components';
import type { Permission, Role } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import { roleSchema } from '@groundwork/shared/validation';
import { Checkbox, Field, Input, space, Spinner, TextArea } from '@groundwork/shared/ui';
import { CheckboxGroup } from '@groundwork/shared/ui/overlays';
import { holdsAll, useScopes } from '../../lib/grants';
import { FormActions, fromSchema, useRecordForm } from '../../lib/record-form';
import { withQueryClient } from '../../query';
import { useAdminT, type AdminMessageId } from '../../i18n';
import { OTHER_AREA, PERMISSION_AREAS } from './permission-labels';

interface RoleValues {
  name: string;
  description: string;
  permissions: string[];
}

const EMPTY: RoleValues = { name: '', description: '', permissions: [] };

function valuesOf(role: Role): RoleValues {
  return { name: role.name, description: role.description ?? '', permissions: (role.permissions ?? []).map((p) => p.name) };
}

const Areas = styled.fieldset`
  display: grid;
  gap: ${space(4)};
  border: 0;
  margin: 0;
  padding: 0;
  legend { padding: 0; margin-bottom: ${space(2)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

/**
 * The server's permissions by area, each in words (permission-labels.ts); one the list does not know goes under
 * Other by its name. A permission the caller does not hold is disabled.
 */
function permissionAreas(names: readonly string[], scopes: readonly string[], t: Translate<AdminMessageId>) {
  const known = new Set<string>();
  const areas = PERMISSION_AREAS.map(({ area, labels }) => ({
    area: t(area),
    options: names
      .filter((name) => name in labels)
      .map((name) => {
        known.add(name);
        return { value: name, label: t(labels[name as Permission]!), disabled: !holdsAll(scopes, [name]) };
      }),
  }));
  const other = names.filter((name) => !known.has(name)).map((name) => ({ value: name, label: name, disabled: !holdsAll(scopes, [name]) }));
  return [...areas, { area: t(OTHER_AREA), options: other }].filter((a) => a.options.length > 0);
}

/**
 * /roles/add and /roles/{id}/edit: Role Name, Description and the server's permissions, in words and by area
 * (permissions the caller does not hold are disabled). A refused save names the server's reason.
 */
function RoleFormPage() {
  const t = useAdminT();
  const scopes = useScopes();
  const permissions = useQuery({ queryKey: rolePermissionKeys.all, queryFn: listRolePermissions, staleTime: Infinity });
  const form = useRecordForm({
    record: { key: roleKeys.detail, get: getRole },
    initial: EMPTY,
    valuesOf,
    parse: (v) => fromSchema(roleSchema.safeParse({ ...v, permissions: v.permissions.map((name) => ({ name })) })),
    create: createRole,
    update: updateRole,
    added: t('admin.roles.added'),
    updated: t('admin.roles.updated'),
    invalidate: [roleKeys.all],
    then: () => '/roles',
    failed: t('admin.common.somethingWentWrong'),
    backTo: '/roles',
  });
  const { values, set, errors } = form;

  if (form.gate) return form.gate;
  // The server refuses granting a permission the caller does not hold: such boxes are shown but disabled.
  const areas = permissionAreas((permissions.data ?? []).map((p) => p.name), scopes, t);
  const enabled = areas.flatMap((a) => a.options.filter((o) => !o.disabled).map((o) => o.value));
  const allOn = enabled.length > 0 && enabled.every((name) => values.permissions.includes(name));
  /** The chosen permissions with those of one area replaced by `next`. */
  const withArea = (area: (typeof areas)[number], next: string[]) => {
    const inArea = new Set(area.options.map((o) => o.value));
    return [...values.permissions.filter((name) => !inArea.has(name)), ...next];
  };
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 720 }}>
      <Field label={t('admin.roles.roleName')} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label={t('admin.common.description')} required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <div style={{ marginBottom: 16 }}>
        {permissions.isPending ? (
          <Spinner label={t('admin.roles.loadingPermissions')} />
        ) : (
          <Areas>
            <legend>{t('admin.roles.permissions')}</legend>
            <Checkbox
              label={t('admin.roles.selectAll')}
              checked={allOn}
              onChange={(on) => set({ permissions: on ? [...new Set([...values.permissions, ...enabled])] : values.permissions.filter((n) => !enabled.includes(n)) })}
            />
            {areas.map((area) => (
              <CheckboxGroup
                key={area.area}
                label={area.area}
                options={area.options}
                value={values.permissions.filter((name) => area.options.some((o) => o.value === name))}
                onChange={(next) => set({ permissions: withArea(area, next) })}
                columns={3}
              />
            ))}
          </Areas>
        )}
        {errors.permissions ? <div role="alert">{errors.permissions}</div> : null}
      </div>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/roles')} />
    </form>
  );
}

export default withQueryClient(RoleFormPage);
