import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listUsers, userKeys } from '@groundwork/shared/api';
import type { User } from '@groundwork/shared/domain';
import { noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useWorkClassLabel, useWorkClassOptions } from '@groundwork/shared/work-class';
import { useHrT } from '../../i18n';
import { withQueryClient } from '../../query';

/**
 * /human-resources/active-employees-report: the company's active employees with their code, work class, union,
 * role, hire date and work contact; search, filters and exports.
 */
export function ActiveEmployeesPage() {
  const t = useHrT();
  const classLabel = useWorkClassLabel();
  const classOptions = useWorkClassOptions();
  const columns = useMemo<DataColumn<User>[]>(() => [
    { id: 'name', title: t('col.name'), filter: 'text' },
    { id: 'employeeCode', title: t('col.employeeCode') },
    { id: 'workClass', title: t('col.workClass'), filter: { options: classOptions }, cell: (u) => classLabel(u.workClass) },
    { id: 'union', title: t('col.union'), accessor: (u) => u.union ?? '', filter: 'text' },
    { id: 'role', title: t('col.role'), accessor: (u) => u.role?.name ?? '', filter: 'text' },
    { id: 'hiredAt', title: t('col.hireDate'), accessor: (u) => u.hiredAt ?? '' },
    { id: 'email', title: t('col.email'), accessor: (u) => u.email ?? '' },
    { id: 'mobile', title: t('col.mobile'), accessor: (u) => u.mobile ?? '' },
  ], [t, classLabel, classOptions]);
  const query = { includeRole: true, excludeInactive: true };
  const users = useQuery({ queryKey: userKeys.list(query), queryFn: () => listUsers(query) });
  return (
    <Stack $gap={4}>
      {users.isFetching && !users.data ? <Spinner label={t('employees.loading')} /> : null}
      {users.data ? (
        <>
          <p>{t('employees.activeCount', { count: users.data.length })}</p>
          <DataTable
            caption={t('employees.activeCaption')}
            data={users.data}
            columns={columns}
            getRowId={(u) => String(u.id)}
            scrollX={1300}
            exportName="active-employees-report"
            emptyState={noMatchState(users.data)}
          />
        </>
      ) : null}
    </Stack>
  );
}

export default withQueryClient(ActiveEmployeesPage);
