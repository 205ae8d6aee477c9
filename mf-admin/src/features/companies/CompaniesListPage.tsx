import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody, companyKeys, deleteCompany, listCompanies, type CompanyRecord } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, EmptyState, notify, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { withQueryClient } from '../../query';
import { CompanyLogo } from './CompanyLogo';

/** /companies: name, description, logo, payroll header; Edit, and Delete except for the user's own company. */
function CompaniesListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownCompanyId = useSession((s) => s.claims?.companyId ?? null);
  const companies = useQuery({ queryKey: companyKeys.all, queryFn: listCompanies });
  const [deleting, setDeleting] = useState<CompanyRecord | null>(null);

  const remove = useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => {
      notify.success('Success', MESSAGES.companyDeleted);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrong),
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
      {
        id: 'actions',
        title: 'Actions',
        sortable: false,
        exportable: false,
        cell: (r) => (
          <Row $gap={2}>
            <Link to={`/companies/${r.id}/edit`} aria-label={`Edit ${r.name}`}>
              Edit
            </Link>
            {r.id === ownCompanyId ? null : (
              <Button variant="link" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
                Delete
              </Button>
            )}
          </Row>
        ),
      },
    ],
    [ownCompanyId],
  );

  if (companies.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      <Row $justify="flex-end">
        <Button variant="primary" onClick={() => navigate('/companies/add')}>
          Add Company
        </Button>
      </Row>
      {companies.isError || companies.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption="Companies" data={companies.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.confirmDelete('company')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).catch(() => undefined) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default withQueryClient(CompaniesListPage);
