import { useQuery } from '@tanstack/react-query';
import { listUsers, userKeys } from '@groundwork/shared/api';
import { WORK_CLASSES, type User } from '@groundwork/shared/domain';
import { noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { withQueryClient } from '../../query';

const CLASS_NAMES = new Map<string, string>(WORK_CLASSES.map((w) => [w.code, w.description ? `${w.code} - ${w.description}` : w.code]));
const classOptions = WORK_CLASSES.map((w) => ({ value: w.code, label: CLASS_NAMES.get(w.code)! }));

const COLUMNS: DataColumn<User>[] = [
  { id: 'name', title: 'Name', filter: 'text' },
  { id: 'employeeCode', title: 'Employee Code' },
  { id: 'workClass', title: 'Work Class', filter: { options: classOptions }, cell: (u) => CLASS_NAMES.get(u.workClass) ?? u.workClass },
  { id: 'union', title: 'Union', accessor: (u) => u.union ?? '', filter: 'text' },
  { id: 'role', title: 'Role', accessor: (u) => u.role?.name ?? '', filter: 'text' },
  { id: 'hiredAt', title: 'Hire Date', accessor: (u) => u.hiredAt ?? '' },
  { id: 'email', title: 'Email', accessor: (u) => u.email ?? '' },
  { id: 'mobile', title: 'Mobile', accessor: (u) => u.mobile ?? '' },
];

/**
 * /human-resources/active-employees-report: the company's active employees with their code, work class, union,
 * role, hire date and work contact; search, filters and exports.
 */
export function ActiveEmployeesPage() {
  const query = { includeRole: true, excludeInactive: true };
  const users = useQuery({ queryKey: userKeys.list(query), queryFn: () => listUsers(query) });
  return (
    <Stack $gap={4}>
      {users.isFetching && !users.data ? <Spinner label="Loading employees" /> : null}
      {users.data ? (
        <>
          <p>{`${users.data.length} active employee${users.data.length === 1 ? '' : 's'}`}</p>
          <DataTable
            caption="Active employees"
            data={users.data}
            columns={COLUMNS}
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
