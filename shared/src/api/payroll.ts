/**
 * The payroll report's read and the payroll clerk's exports (issue 10; docs/payroll-file.md "Exports").
 * The files are US-ASCII with CR LF line ends, so their text is their bytes: save `text` as it is.
 */
import type { EmployeeWeekGap, PayPeriod, PayrollFileKind, Production } from '@groundwork/shared/domain';
import { apiClient } from './client';
import { queryFlags } from './jobs';

/** The browser's IANA time zone: the zone the server reads days and writes the lines' work dates in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface PayrollReportQuery {
  /** The pay period containing this day ('YYYY-MM-DD'); or give startsAt and endsAt (the payroll query). */
  queryDate?: string;
  startsAt?: string;
  endsAt?: string;
  userId?: number;
  /** Only employees on payroll. */
  isForPayroll?: boolean;
  includeJob?: boolean;
  includeCostCodes?: boolean;
  includeProductionEquipment?: boolean;
  includeProductionRequests?: boolean;
  /** Default: the browser's zone. */
  timeZone?: string;
}

export interface PayrollReport {
  records: Production[];
  /** The pay period of queryDate (from X-Pay-Period-Starts-On / -Ends-On); null for a range. */
  period: PayPeriod | null;
}

export interface PayrollExportBody {
  kind: PayrollFileKind;
  /** The report date 'YYYY-MM-DD' (header and file name). */
  date: string;
  /** Day or instant; a day is midnight in timeZone. */
  startsAt: string;
  /** Day (inclusive) or instant (inclusive). */
  endsAt: string;
  /** Download Filtered: only these records (still only the approved, not yet exported ones). */
  productionIds?: number[];
  /** Default: the browser's zone. */
  timeZone?: string;
}

/** An export just made (POST) or downloaded again (GET .../file). */
export interface PayrollFileDownload {
  /** The export's id (from Location). */
  id: number;
  fileName: string;
  /** The file: ASCII text with CR LF line ends. */
  text: string;
  /** Time records in the file (X-Exported-Count); absent on a re-download. */
  exportedCount?: number;
  /** Pending records of the period left out (X-Pending-Count); absent on a re-download. */
  pendingCount?: number;
}

/** A past export as GET /api/payroll-exports lists it. */
export interface PayrollExportSummary {
  id: number;
  kind: PayrollFileKind;
  date: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The period's first and last days (inclusive) in timeZone, as the clerk chose them. */
  startsOn: string;
  endsOn: string;
  allRecords: boolean;
  fileName: string;
  recordCount: number;
  lineCount: number;
  pendingCount: number;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  resetAt: string | null;
  resetBy: { id: number; name: string } | null;
}

export const payrollKeys = {
  all: ['payroll'] as const,
  report: (query: PayrollReportQuery) => ['payroll', 'report', query] as const,
  exports: (kind?: PayrollFileKind) => ['payroll', 'exports', kind ?? 'all'] as const,
  overtimeGaps: (period: PayPeriod) => ['payroll', 'overtime-gaps', period] as const,
};

/** GET /api/jobs/productions/time-records with the payroll flags. */
export async function listPayrollTimeRecords(query: PayrollReportQuery): Promise<PayrollReport> {
  const response = await apiClient.get<Production[]>('/api/jobs/productions/time-records', {
    params: queryFlags({ timeZone: browserTimeZone(), ...query }),
  });
  const startsOn = response.headers.get('x-pay-period-starts-on');
  const endsOn = response.headers.get('x-pay-period-ends-on');
  return { records: response.data, period: startsOn && endsOn ? { startsOn, endsOn } : null };
}

/** The file name of a Content-Disposition header. */
function fileNameOf(disposition: unknown): string {
  const match = /filename="([^"]+)"/.exec(String(disposition ?? ''));
  return match ? match[1] : 'payroll.txt';
}

/** POST /api/payroll-exports: makes the file and marks its records exported (payroll), in one transaction. */
export async function createPayrollExport(body: PayrollExportBody): Promise<PayrollFileDownload> {
  const response = await apiClient.post<string>('/api/payroll-exports', { timeZone: browserTimeZone(), ...body }, { responseType: 'text' });
  const location = response.headers.get('location') ?? '';
  return {
    id: Number(location.split('/').pop()),
    fileName: fileNameOf(response.headers.get('content-disposition')),
    text: response.data,
    exportedCount: Number(response.headers.get('x-exported-count') ?? 0),
    pendingCount: Number(response.headers.get('x-pending-count') ?? 0),
  };
}

/** GET /api/payroll-exports (newest first). */
export async function listPayrollExports(kind?: PayrollFileKind): Promise<PayrollExportSummary[]> {
  const { data } = await apiClient.get<PayrollExportSummary[]>('/api/payroll-exports', { params: queryFlags({ kind }) });
  return data;
}

/** GET /api/payroll-exports/{id}/file: the same bytes as the first download. */
export async function downloadPayrollExport(id: number): Promise<PayrollFileDownload> {
  const response = await apiClient.get<string>(`/api/payroll-exports/${id}/file`, { responseType: 'text' });
  return { id, fileName: fileNameOf(response.headers.get('content-disposition')), text: response.data };
}

/** POST /api/payroll-exports/{id}/reset: clears its records' exportedAt (one transaction). */
export async function resetPayrollExport(id: number): Promise<{ id: number; resetAt: string; cleared: number }> {
  const { data } = await apiClient.post<{ id: number; resetAt: string; cleared: number }>(`/api/payroll-exports/${id}/reset`);
  return data;
}

/**
 * GET /api/payroll-exports/overtime-gaps: the period's weeks whose exported records leave overtime unpaid or paid
 * beyond the policy (docs/overtime.md); resetting the week's export pays them exactly.
 */
export async function listOvertimeGaps(period: PayPeriod): Promise<EmployeeWeekGap[]> {
  const { data } = await apiClient.get<EmployeeWeekGap[]>('/api/payroll-exports/overtime-gaps', {
    params: { startsAt: period.startsOn, endsAt: period.endsOn, timeZone: browserTimeZone() },
  });
  return data;
}
