import { useState } from 'react';
import styled from 'styled-components';
import { createPayrollExport, failureText } from '@groundwork/shared/api';
import { payrollFileName, type CsvHeaderStyle, type PayrollFileKind, type Production } from '@groundwork/shared/domain';
import { apiAction } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import { SegmentedControl } from '@groundwork/shared/ui/overlays';
import { downloadFile, EXPORT_FORMATS, exportRows, type ExportFormat } from '@groundwork/shared/ui/table';
import { useHrT, type HrMessageId } from '../../i18n';
import { PAYROLL_FILE_MIME } from './payroll-dates';
import { payrollExportColumns } from './payroll-rows';

export interface PayrollDownloadsProps {
  /** The company's name (the file names start with it). */
  company: string;
  csvHeaderStyle?: CsvHeaderStyle | null;
  /** The report date and the period the export covers, 'YYYY-MM-DD'. */
  date: string;
  startsAt: string;
  endsAt: string;
  /** The ticked rows, the rows the table's filters show (Download Filtered takes the first when any, else the second), and every row (CSV, XLS, JSON). */
  selected: readonly Production[];
  filtered: readonly Production[];
  records: readonly Production[];
  /** After a file was exported: refresh so its rows show locked. */
  onDownloaded: () => void | Promise<unknown>;
}

const Reason = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Why Download All has nothing to take, or null: the payroll file takes the approved records not yet exported, the
 * equipment file the approved records with equipment lines (one already in an equipment file the server alone knows of,
 * and answers with the same message).
 */
export function nothingToExport(kind: PayrollFileKind, records: readonly Production[]): HrMessageId | null {
  const approved = records.filter((p) => p.isApproved === true);
  if (kind === 'payroll') return approved.some((p) => !p.exportedAt) ? null : 'payroll.nothingToExport';
  return approved.some((p) => (p.productionEquipments ?? []).length > 0) ? null : 'payroll.noEquipmentToExport';
}

const KINDS: ReadonlyArray<{ value: PayrollFileKind; labelId: HrMessageId }> = [
  { value: 'payroll', labelId: 'payroll.payrollFile' },
  { value: 'equipment', labelId: 'payroll.equipmentFile' },
];

/**
 * The payroll report's downloads (spec 02 §9): the payroll or the equipment file, exported on the server in one
 * transaction (POST /api/payroll-exports): Download All takes every approved, not yet exported record of the period,
 * Download Filtered the ticked ones when any are ticked ('Download N Selected'), else those the table's search and
 * filters show ('Download Filtered (N)'). The file is saved under the name the server gives; then the screen says how many
 * records it holds and how many pending ones were left out. The rows the screen shows (the same ticked or filtered
 * ones, in its order) also as CSV, XLS and JSON.
 */
export function PayrollDownloads({
  company, csvHeaderStyle, date, startsAt, endsAt, selected, filtered, records, onDownloaded,
}: PayrollDownloadsProps) {
  const t = useHrT();
  const [kind, setKind] = useState<PayrollFileKind>('payroll');
  const [busy, setBusy] = useState<'all' | 'filtered' | ExportFormat | null>(null);
  const emptyReason = nothingToExport(kind, records);
  const chosen = selected.length > 0 ? selected : filtered;
  // Download Filtered takes only what the ticked or filtered rows hold for the file: said before the click, as for
  // Download All (the server would answer 409 with the same message). Not repeated when Download All already says it.
  const chosenReason = chosen.length === 0 ? null : nothingToExport(kind, chosen);
  const filteredReason = chosenReason !== null && chosenReason !== emptyReason ? chosenReason : null;

  const download = async (scope: 'all' | 'filtered') => {
    if (scope === 'filtered' && chosen.length === 0) {
      notify.info(t('common.info'), t('payroll.nothingSelected'));
      return;
    }
    setBusy(scope);
    try {
      const file = await createPayrollExport({
        kind, date, startsAt, endsAt, ...(scope === 'filtered' ? { productionIds: chosen.map((p) => p.id) } : {}),
      });
      downloadFile(file.fileName, file.text, PAYROLL_FILE_MIME);
      notify.success(t('common.success'), t('payroll.exported', { exported: file.exportedCount ?? 0, pending: file.pendingCount ?? 0 }));
      await onDownloaded();
    } catch (error) {
      notify.error(t('common.error'), failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const baseName = payrollFileName(company, 'payroll', date, new Date(), '').replace(/\.$/, '');
      // The rows the screen shows, as Download Filtered takes them: the ticked ones, else those the search and filters
      // leave, in the table's order (all of the period when nothing narrows it).
      await exportRows(format, chosen, payrollExportColumns(csvHeaderStyle, t), baseName);
    } catch {
      notify.error(t('common.error'), t('common.somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Row $gap={2} style={{ flexWrap: 'wrap' }}>
      <SegmentedControl aria-label={t('payroll.file')} options={KINDS.map((k) => ({ value: k.value, label: t(k.labelId) }))} value={kind} onChange={setKind} />
      <Button
        variant="primary"
        loading={busy === 'all'}
        disabled={busy !== null || emptyReason !== null}
        aria-describedby={emptyReason ? 'download-all-reason' : undefined}
        onClick={() => void download('all')}
        {...apiAction('POST /api/payroll-exports')}
      >
        {t('payroll.downloadAll')}
      </Button>
      {emptyReason ? <Reason id="download-all-reason">{t(emptyReason)}</Reason> : null}
      <Button
        loading={busy === 'filtered'}
        disabled={busy !== null || chosen.length === 0 || chosenReason !== null}
        aria-describedby={filteredReason ? 'download-filtered-reason' : emptyReason && chosenReason ? 'download-all-reason' : undefined}
        onClick={() => void download('filtered')}
        {...apiAction('POST /api/payroll-exports')}
      >
        {selected.length > 0 ? t('payroll.downloadSelected', { count: selected.length }) : t('payroll.downloadFiltered', { count: filtered.length })}
      </Button>
      {filteredReason ? <Reason id="download-filtered-reason">{t(filteredReason)}</Reason> : null}
      {EXPORT_FORMATS.map((f) => (
        <Button key={f.format} size="sm" loading={busy === f.format} disabled={busy !== null} onClick={() => void exportAs(f.format)}>
          {t('payroll.exportAs', { format: f.label })}
        </Button>
      ))}
    </Row>
  );
}
