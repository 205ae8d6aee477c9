import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  createUser, getUser, listRoles, listUsers, listWorkTypes, roleKeys, updateUser, userKeys, workTypeKeys,
} from '@groundwork/shared/api';
import { useCanSwitchCompany, useSession } from '@groundwork/shared/session';
import { EmptyState, Spinner } from '@groundwork/shared/ui';
import { useScopes } from '../../lib/grants';
import { useRecordId, useSaveRecord } from '../../lib/record-form';
import { withQueryClient } from '../../query';
import { useAdminT } from '../../i18n';
import { UserForm, type UserFormSubmit } from './UserForm';
import { EMPTY_USER_FORM, roleLockReason, valuesOfUser } from './user-form-values';

/** /users/add and /users/{id}/edit. */
export function UserFormPage() {
  const t = useAdminT();
  const id = useRecordId();
  const navigate = useNavigate();
  const ownId = useSession((s) => s.claims?.id ?? null);
  const scopes = useScopes();
  const canGrantAdministrator = useCanSwitchCompany();
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);

  const user = useQuery({ queryKey: userKeys.detail(id ?? 0), queryFn: () => getUser(id!), enabled: id !== null });
  const roles = useQuery({ queryKey: roleKeys.all, queryFn: listRoles });
  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes });
  const everyone = useQuery({ queryKey: userKeys.list({}), queryFn: () => listUsers() });

  const save = useSaveRecord({
    isNew: id === null,
    send: (submit: UserFormSubmit) => (submit.mode === 'create' ? createUser(submit.body) : updateUser(id!, submit.body)),
    added: t('admin.users.added'),
    updated: t('admin.users.updated'),
    invalidate: [userKeys.all],
    then: () => '/users',
    onFieldErrors: setServerErrors,
    failed: t('admin.common.somethingWentWrong'),
  });

  const roleLock = roleLockReason(scopes, id, ownId);
  if (id !== null && user.isError) return <EmptyState onBack={() => navigate('/users')} />;
  if ((id !== null && user.isPending) || roles.isPending || workTypes.isPending || everyone.isPending) {
    return <Spinner size={24} />;
  }
  return (
    <UserForm
      key={id ?? 'new'}
      mode={id === null ? 'create' : 'edit'}
      initial={user.data ? valuesOfUser(user.data) : EMPTY_USER_FORM}
      userId={id ?? undefined}
      roles={roles.data ?? []}
      workTypes={workTypes.data ?? []}
      users={everyone.data ?? []}
      roleLock={roleLock ? t(roleLock) : null}
      activeLock={id !== null && id === ownId ? t('admin.users.ownActiveLocked') : null}
      scopes={scopes}
      canGrantAdministrator={canGrantAdministrator}
      saving={save.isPending}
      serverErrors={serverErrors}
      onSubmit={(submit) => {
        setServerErrors(null);
        save.mutate(submit);
      }}
      onCancel={() => navigate('/users')}
    />
  );
}

export default withQueryClient(UserFormPage);
