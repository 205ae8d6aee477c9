import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { createRole, getRole, listRolePermissions, roleKeys, rolePermissionKeys, updateRole } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { fieldErrors, roleSchema, type RoleInput } from '@groundwork/shared/validation';
import { Button, EmptyState, Field, Input, notify, Row, Spinner, TextArea } from '@groundwork/shared/ui';
import { CheckboxGroup } from '@groundwork/shared/ui/overlays';
import { serverFieldErrors, withQueryClient } from '../../query';

interface RoleValues {
  name: string;
  description: string;
  permissions: string[];
}

/** /roles/add and /roles/{id}/edit: Role Name, Description and the Permissions checkbox group from the server. */
function RoleFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = useQuery({ queryKey: rolePermissionKeys.all, queryFn: listRolePermissions, staleTime: Infinity });
  const existing = useQuery({ queryKey: roleKeys.detail(id ?? 0), queryFn: () => getRole(id!), enabled: id !== null });
  const [values, setValues] = useState<RoleValues>({ name: '', description: '', permissions: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const role = existing.data;
    if (role) {
      setValues({
        name: role.name,
        description: role.description ?? '',
        permissions: (role.permissions ?? []).map((p) => p.name),
      });
    }
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (body: RoleInput) => (id === null ? createRole(body) : updateRole(id, body)),
    onSuccess: async () => {
      notify.success('Success', id === null ? MESSAGES.added('Role') : MESSAGES.updated('Role'));
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      navigate('/roles');
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      notify.error('Error', MESSAGES.somethingWentWrong);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = roleSchema.safeParse({ ...values, permissions: values.permissions.map((name) => ({ name })) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/roles')} />;
  const options = (permissions.data ?? []).map((p) => ({ value: p.name, label: p.name }));
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 720 }}>
      <Field label="Role Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </Field>
      <Field label="Description" required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => setValues({ ...values, description: e.target.value })} />
      </Field>
      <div style={{ marginBottom: 16 }}>
        {permissions.isPending ? (
          <Spinner label="Loading permissions" />
        ) : (
          <CheckboxGroup
            label="Permissions"
            options={options}
            value={values.permissions}
            onChange={(next) => setValues({ ...values, permissions: next })}
            columns={3}
            selectAll
          />
        )}
        {errors.permissions ? <div role="alert">{errors.permissions}</div> : null}
      </div>
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button type="button" onClick={() => navigate('/roles')}>
          Cancel
        </Button>
      </Row>
    </form>
  );
}

export default withQueryClient(RoleFormPage);
