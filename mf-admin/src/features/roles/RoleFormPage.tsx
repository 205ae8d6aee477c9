import { useQuery } from '@tanstack/react-query';
import { createRole, getRole, listRolePermissions, roleKeys, rolePermissionKeys, updateRole } from '@groundwork/shared/api';
import { MESSAGES, type Role } from '@groundwork/shared/domain';
import { roleSchema } from '@groundwork/shared/validation';
import { Field, Input, Spinner, TextArea } from '@groundwork/shared/ui';
import { CheckboxGroup } from '@groundwork/shared/ui/overlays';
import { holdsAll, useScopes } from '../../lib/grants';
import { FormActions, fromSchema, useRecordForm } from '../../lib/record-form';
import { withQueryClient } from '../../query';

interface RoleValues {
  name: string;
  description: string;
  permissions: string[];
}

const EMPTY: RoleValues = { name: '', description: '', permissions: [] };

function valuesOf(role: Role): RoleValues {
  return { name: role.name, description: role.description ?? '', permissions: (role.permissions ?? []).map((p) => p.name) };
}

/**
 * /roles/add and /roles/{id}/edit: Role Name, Description and the Permissions checkbox group from the server
 * (permissions the caller does not hold are disabled). A refused save names the server's reason.
 */
function RoleFormPage() {
  const scopes = useScopes();
  const permissions = useQuery({ queryKey: rolePermissionKeys.all, queryFn: listRolePermissions, staleTime: Infinity });
  const form = useRecordForm({
    record: { key: roleKeys.detail, get: getRole },
    initial: EMPTY,
    valuesOf,
    parse: (v) => fromSchema(roleSchema.safeParse({ ...v, permissions: v.permissions.map((name) => ({ name })) })),
    create: createRole,
    update: updateRole,
    added: MESSAGES.added('Role'),
    updated: MESSAGES.updated('Role'),
    invalidate: [roleKeys.all],
    then: () => '/roles',
    failed: MESSAGES.somethingWentWrong,
    backTo: '/roles',
  });
  const { values, set, errors } = form;

  if (form.gate) return form.gate;
  // The server refuses granting a permission the caller does not hold: such boxes are shown but disabled.
  const options = (permissions.data ?? []).map((p) => ({ value: p.name, label: p.name, disabled: !holdsAll(scopes, [p.name]) }));
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 720 }}>
      <Field label="Role Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label="Description" required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <div style={{ marginBottom: 16 }}>
        {permissions.isPending ? (
          <Spinner label="Loading permissions" />
        ) : (
          <CheckboxGroup
            label="Permissions"
            options={options}
            value={values.permissions}
            onChange={(next) => set({ permissions: next })}
            columns={3}
            selectAll
          />
        )}
        {errors.permissions ? <div role="alert">{errors.permissions}</div> : null}
      </div>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/roles')} />
    </form>
  );
}

export default withQueryClient(RoleFormPage);
