import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { companyKeys, deleteCompany, listCompanies, type CompanyRecord } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { apiAction, useSession } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { actionsColumn, EditDeleteLinks, useConfirmedDelete } from '../../lib/list';
import { withQueryClient } from '../../query';
import { CompanyLogo } from './CompanyLogo';

/** /companies: name, description, logo, payroll header; Edit, and Delete except for the user's own company. */
function CompaniesListPage() {
  const navigate = useNavigate();
  const ownCompanyId = useSession((s) => s.claims?.companyId ?? null);
  const companies = useQuery({ queryKey: companyKeys.all, queryFn: listCompanies });
  const { ask, dialog } = useConfirmedDelete({
    remove: (c: CompanyRecord) => deleteCompany(c.id),
    title: MESSAGES.confirmDelete('company'),
    done: MESSAGES.companyDeleted,
    invalidate: companyKeys.all,
    fallbackError: MESSAGES.somethingWentWrong,
  });

  const columns = useMemo<DataColumn<CompanyRecord>[]>(
    () => [
      { id: 'name', title: 'Name' },
      { id: 'description', title: 'Description' },
      {
        id: 'logo',
        title: 'Logo',
        sortable: false,
        exportable: false,
        accessor: () => '',
        cell: (r) => <CompanyLogo name={r.name} logo={r.logo} />,
      },
      { id: 'payrollHeader', title: 'Payroll Header' },
      actionsColumn((r) => (
        <EditDeleteLinks
          name={r.name}
          editTo={`/companies/${r.id}/edit`}
          onDelete={r.id === ownCompanyId ? undefined : () => ask(r)}
          routes={{ edit: 'PUT /api/companies/:id', delete: 'DELETE /api/companies/:id' }}
        />
      )),
    ],
    [ownCompanyId, ask],
  );

  if (companies.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      <Row $justify="flex-end">
        <Button variant="primary" onClick={() => navigate('/companies/add')} {...apiAction('POST /api/companies')}>
          Add Company
        </Button>
      </Row>
      {companies.isError || companies.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption="Companies" data={companies.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      {dialog}
    </Stack>
  );
}

export default withQueryClient(CompaniesListPage);
