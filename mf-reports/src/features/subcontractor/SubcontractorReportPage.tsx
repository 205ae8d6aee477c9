import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listProductions, listWorkTypes, productionKeys, setInvoiceStatuses, workTypeKeys, type ProductionListQuery } from '@groundwork/shared/api';
import { localDay, PAGE_SIZES, PERMISSIONS as P, recordLocks, type InvoiceStatus, type Production } from '@groundwork/shared/domain';
import { useCan, apiAction } from '@groundwork/shared/session';
import { Banner, Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { commentColumn, exportLockedRows, invoiceStatusOptions, useApprovalColumn, useExportColumn, useInvoiceStatusColumn, useRecordLinksColumn } from '@groundwork/shared/records';
import { BatchFailures, useBatchUpdate } from '../../lib/batch';
import { RangeReportPage, type ReportRange } from '../../lib/report-range';
import { costCodeText, jobText, quantityColumn, timeRecordColumns, useTimeRecordCellSave } from '../../lib/time-record-columns';
import { useReportsT } from '../../i18n';
import { EquipmentLinesTable } from './EquipmentLinesTable';

export const SUBCONTRACTOR_QUERY_PATH = '/reports/subcontractor-report';

/** The subcontractors' time records of the range, with job, cost code, work type and equipment lines. */
export function subcontractorQuery(range: ReportRange): ProductionListQuery {
  return {
    isForSubcontractor: true,
    type: 'Time Record',
    includeJob: true,
    includeCostCodes: true,
    includeWorkType: true,
    includeProductionEquipment: true,
    producedStartsAt: range.producedStartsAt,
    producedEndsAt: range.producedEndsAt,
  };
}

/** The productions (quantities) of the range, with job and cost code. */
export function productionQuery(range: ReportRange): ProductionListQuery {
  return { type: 'Production', includeJob: true, includeCostCodes: true, producedStartsAt: range.producedStartsAt, producedEndsAt: range.producedEndsAt };
}

/** Invoice status of the selected rows: a status and Update, one POST /api/jobs/productions/_invoice. */
function useBatchInvoiceStatus(onSaved: (savedIds: number[]) => void) {
  const t = useReportsT();
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const batch = useBatchUpdate(
    (ids) => setInvoiceStatuses(ids, status!),
    (answer) => onSaved(answer.results.filter((r) => r.ok).map((r) => r.id)),
  );
  const controls = (ids: readonly string[]) => (
    <Row $gap={2}>
      <div style={{ minWidth: 200 }}>
        <Select aria-label={t('subcontractor.invoiceOfSelected')} placeholder={t('col.invoiceStatus')} options={invoiceStatusOptions(t)} value={status} onChange={setStatus} />
      </div>
      <Button variant="primary" loading={batch.busy} disabled={ids.length === 0 || status === null} onClick={() => void batch.run(ids.map(Number))} {...apiAction('POST /api/jobs/productions/_invoice')}>
        {t('subcontractor.updateInvoiceStatus')}
      </Button>
    </Row>
  );
  return { controls, failures: batch.failures };
}

function TimeRecordsTable({ records, viewerId }: { records: Production[]; viewerId: number }) {
  const t = useReportsT();
  const canInvoice = useCan(P.PRODUCTIONS_INVOICE);
  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes });
  // Approval and Export Status, like every table of records: filtered by N/P / Approved / Declined and export.
  const approval = useApprovalColumn(viewerId);
  const invoice = useInvoiceStatusColumn(viewerId);
  const exported = useExportColumn(viewerId, { title: t('col.exportStatus') });
  const links = useRecordLinksColumn(viewerId);
  const saveCell = useTimeRecordCellSave(workTypes.data ?? []);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const batch = useBatchInvoiceStatus((saved) => {
    const done = new Set(saved.map(String));
    setSelectedIds((ids) => ids.filter((id) => !done.has(id)));
  });
  // Pinned on the right: the approval, the invoice status this report sets and the actions. The Export Status
  // (payroll's, and an exported row is greyed anyway) scrolls with the rest, last, so that in French too the date,
  // employee and hours stay beside them at 1366 px with the menu open; it stays on a phone's card.
  const columns: DataColumn<Production>[] = [
    ...timeRecordColumns({ t, workTypes: workTypes.data ?? [], canEdit: (p) => recordLocks(p, viewerId).canEdit }),
    { ...exported, pin: undefined, card: true },
    { ...approval.column, title: t('col.approval') },
    { ...invoice.column, title: t('col.invoiceStatus') },
    links.column,
  ];
  return (
    <>
      <BatchFailures failures={batch.failures} records={records} />
      <DataTable
        caption={t('subcontractor.caption')}
        data={records}
        columns={columns}
        getRowId={(p) => String(p.id)}
        pageSizes={PAGE_SIZES.reports}
        scrollX={1300}
        exportName="subcontractor-report"
        {...exportLockedRows<Production>(canInvoice ? { selectedIds, onChange: (ids) => setSelectedIds(ids) } : undefined)}
        onCellSave={saveCell}
        cellSaveApi="PUT /api/jobs/productions/:id"
        canExpand={(p) => (p.productionEquipments ?? []).length > 0}
        renderExpanded={(p) => (
          <EquipmentLinesTable
            caption={t('subcontractor.equipmentOf', { name: p.user?.name ?? t('foreman.theRecord'), day: localDay(new Date(p.producedAt)) })}
            lines={p.productionEquipments ?? []}
            editable={recordLocks(p, viewerId).canEdit}
          />
        )}
        toolbar={canInvoice ? batch.controls(selectedIds) : null}
      />
      {approval.dialog}
      {invoice.dialog}
      {links.dialog}
    </>
  );
}

/** The productions of the range with Edit and Delete; quantities totalled only when every row counts in one unit (quantityColumn). */
function ProductionsTable({ records, viewerId }: { records: Production[]; viewerId: number }) {
  const t = useReportsT();
  const links = useRecordLinksColumn(viewerId);
  const columns: DataColumn<Production>[] = [
    { id: 'producedAt', title: t('col.date'), accessor: (p) => localDay(new Date(p.producedAt)) },
    { id: 'job', title: t('col.job'), accessor: jobText, filter: 'text' },
    { id: 'costCode', title: t('col.costCode'), accessor: costCodeText, filter: 'text' },
    quantityColumn(t, records),
    { id: 'unit', title: t('col.unit'), accessor: (p) => p.costCode?.unit ?? '' },
    commentColumn<Production>({ id: 'description', title: t('col.description'), accessor: (p) => p.description ?? '' }),
    links.column,
  ];
  return (
    <>
      <DataTable
        caption={t('subcontractor.productions')}
        data={records}
        columns={columns}
        getRowId={(p) => String(p.id)}
        pageSizes={PAGE_SIZES.reports}
        scrollX={1300}
        {...exportLockedRows<Production>()}
      />
      {links.dialog}
    </>
  );
}

function SubcontractorReport({ range, viewerId }: { range: ReportRange; viewerId: number }) {
  const t = useReportsT();
  const navigate = useNavigate();
  const timeQuery = subcontractorQuery(range);
  const prodQuery = productionQuery(range);
  const timeRecords = useQuery({ queryKey: productionKeys.list(timeQuery), queryFn: () => listProductions(timeQuery) });
  const productions = useQuery({ queryKey: productionKeys.list(prodQuery), queryFn: () => listProductions(prodQuery) });

  if (timeRecords.isPending || productions.isPending) return <Spinner label={t('common.loadingRecords')} />;
  if (timeRecords.isError || productions.isError) {
    return (
      <Banner
        tone="error"
        title={t('common.loadError')}
        action={
          <Button
            onClick={() => {
              void timeRecords.refetch();
              void productions.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (timeRecords.data.length === 0 && productions.data.length === 0) {
    return <EmptyState onBack={() => navigate(SUBCONTRACTOR_QUERY_PATH)} />;
  }
  return (
    <Stack $gap={5}>
      <section aria-labelledby="subcontractor-time-records">
        <h2 id="subcontractor-time-records">{t('subcontractor.timeRecordsFrom', { start: range.start, end: range.end })}</h2>
        <TimeRecordsTable records={timeRecords.data} viewerId={viewerId} />
      </section>
      <section aria-labelledby="subcontractor-productions">
        <h2 id="subcontractor-productions">{t('subcontractor.productions')}</h2>
        <ProductionsTable records={productions.data} viewerId={viewerId} />
      </section>
    </Stack>
  );
}

/**
 * /reports/subcontractor-report/report?start&end: the subcontractors' time records (isForSubcontractor) with inline
 * edits, their equipment lines under each row (editable), the invoice status per row and for the selected rows,
 * export 'subcontractor-report'; below, the productions of the range with Edit and Delete.
 */
export default function SubcontractorReportPage() {
  return <RangeReportPage queryPath={SUBCONTRACTOR_QUERY_PATH} report={SubcontractorReport} />;
}
