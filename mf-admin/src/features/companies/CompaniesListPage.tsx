import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { companyKeys, deleteCompany, listCompanies, type CompanyRecord } from '@groundwork/shared/api';
import { apiAction, useSession } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { actionsColumn, EditDeleteLinks, useConfirmedDelete } from '../../lib/list';
import { withQueryClient } from '../../query';
import { useAdminT } from '../../i18n';
import { CompanyLogo } from './CompanyLogo';

/** /companies: name, description, logo, payroll header; Edit, and Delete except for the user's own company. */
function CompaniesListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const ownCompanyId = useSession((s) => s.claims?.companyId ?? null);
  const companies = useQuery({ queryKey: companyKeys.all, queryFn: listCompanies });
  const { ask, dialog } = useConfirmedDelete({
    remove: (c: CompanyRecord) => deleteCompany(c.id),
    title: t('admin.companies.confirmDelete'),
    done: t('admin.companies.deleted'),
    invalidate: companyKeys.all,
    fallbackError: t('admin.common.somethingWentWrong'),
  });

  const columns = useMemo<DataColumn<CompanyRecord>[]>(
    () => [
      { id: 'name', title: t('admin.common.name'), card: true },
      { id: 'description', title: t('admin.common.description'), card: true },
      {
        id: 'logo',
        title: t('admin.companies.logo'),
        sortable: false,
        exportable: false,
        accessor: () => '',
        cell: (r) => <CompanyLogo name={r.name} logo={r.logo} />,
      },
      { id: 'payrollHeader', title: t('admin.companies.payrollHeader') },
      actionsColumn(t('admin.common.actions'), (r) => (
        <EditDeleteLinks
          name={r.name}
          editTo={`/companies/${r.id}/edit`}
          onDelete={r.id === ownCompanyId ? undefined : () => ask(r)}
          routes={{ edit: 'PUT /api/companies/:id', delete: 'DELETE /api/companies/:id' }}
        />
      )),
    ],
    [ownCompanyId, ask, t],
  );

  if (companies.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      <Row $justify="flex-end">
        <Button variant="primary" onClick={() => navigate('/companies/add')} {...apiAction('POST /api/companies')}>
          {t('admin.route.addCompany')}
        </Button>
      </Row>
      {companies.isError || companies.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption={t('admin.route.companies')} tableId="Companies" data={companies.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      {dialog}
    </Stack>
  );
}

export default withQueryClient(CompaniesListPage);
