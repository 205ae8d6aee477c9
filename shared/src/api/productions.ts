import {
  IDEMPOTENCY_HEADER, type DeleteResult, type InvoiceStatus, type OvertimeSplit, type Production, type ProductionEquipment,
  type ProductionType, type RecordBatchResult,
} from '@groundwork/shared/domain';
import type { OvertimePreviewInput, ProductionEquipmentInput, ProductionInput, TimeRecordInput } from '@groundwork/shared/validation';
import { apiClient, downloadImportTemplate, postSpreadsheet } from './client';
import { queryFlags } from './jobs';

export const productionKeys = {
  all: ['productions'] as const,
  ofJob: (jobId: number, query: JobProductionsQuery = {}) => ['productions', 'job', jobId, query] as const,
  detail: (id: number) => ['productions', id] as const,
  timeRecords: (query: TimeRecordListQuery) => ['productions', 'time-records', query] as const,
  /** GET /api/jobs/productions (the reports); invalidate productionKeys.all after a batch write. */
  list: (query: ProductionListQuery) => ['productions', 'list', query] as const,
  overtimePreview: (draft: OvertimePreviewInput) => ['productions', 'overtime-preview', draft] as const,
};

/** Options of a timecard submission from the field app. */
export interface SubmitOptions {
  /**
   * Sent as the Idempotency-Key header: a retry with the same key (after a lost answer, from the offline queue) is
   * stored once and answered with the first result. One key per submission: newIdempotencyKey().
   */
  idempotencyKey?: string;
}

/**
 * A fresh key for one submission (a random UUID v4). Keep it with the queued submission and send the same one on
 * every retry. crypto.randomUUID exists only in secure contexts, so a page served over plain http builds it from
 * crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const submitHeaders = (options: SubmitOptions) => (options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : undefined);

export interface TimeRecordListQuery {
  /** One employee's records; without productions.create (or a report permission) only the caller's own id is allowed. */
  userId?: number;
  /** ISO instant or day: records produced at or after it (required). */
  startsAt: string;
  /** ISO instant or day (inclusive): records produced at or before it (required). */
  endsAt: string;
  includeJob?: boolean;
  includeCostCodes?: boolean;
  includeProductionRequests?: boolean;
}

export interface JobProductionsQuery {
  includeJob?: boolean;
  includeCostCodes?: boolean;
  includeProductionRequests?: boolean;
  /** ISO instant or day: records produced at or after it. */
  producedStartsAt?: string;
  /** ISO instant or day: records produced at or before it. */
  producedEndsAt?: string;
}

/**
 * GET /api/jobs/productions: the records of every job in a range (manager, subcontractor, spread, foreman reports).
 * The range is required. Each record has its employee; the include flags add the objects of their names.
 */
export interface ProductionListQuery {
  /** ISO instant or day: records produced at or after it. */
  producedStartsAt: string;
  /** ISO instant or day (a day is inclusive): records produced at or before it. */
  producedEndsAt: string;
  includeJob?: boolean;
  includeCostCodes?: boolean;
  includeWorkType?: boolean;
  /** The equipment lines (productionEquipments), each with its equipment. */
  includeProductionEquipment?: boolean;
  /**
   * Only the employees this user manages. One's own id always; another's needs reports.everyone (403 otherwise).
   * Without it a holder of reports.manager_report alone gets their own team (docs/permissions.md, "Reports").
   */
  managerId?: number;
  /** Only subcontractors' records (users with isSubcontractor); false or absent: everyone's. */
  isForSubcontractor?: boolean;
  type?: ProductionType;
  jobId?: number;
  userId?: number;
}

/** A production, a time record or a material hauling entry as a body. */
type ProductionBody = ProductionInput | TimeRecordInput;

/** GET /api/jobs/{id}/productions?include...&producedStartsAt&producedEndsAt */
export async function listJobProductions(jobId: number, query: JobProductionsQuery = {}): Promise<Production[]> {
  const { data } = await apiClient.get<Production[]>(`/api/jobs/${jobId}/productions`, { params: queryFlags(query) });
  return data;
}

/** POST /api/jobs/{jobId}/productions (with an Idempotency-Key from the field app). */
export async function createProduction(body: ProductionBody, options: SubmitOptions = {}): Promise<Production> {
  const { data } = await apiClient.post<Production>(`/api/jobs/${body.jobId}/productions`, body, { headers: submitHeaders(options) });
  return data;
}

/**
 * GET /api/jobs/productions/time-records?userId&startsAt&endsAt&include...: time records with employee, work type and
 * equipment lines, oldest first (My Records: the caller's own week; without userId a worker gets their own).
 */
export async function listTimeRecords(query: TimeRecordListQuery): Promise<Production[]> {
  const { data } = await apiClient.get<Production[]>('/api/jobs/productions/time-records', { params: queryFlags(query) });
  return data;
}

/** GET /api/jobs/productions/{id} */
export async function getProduction(id: number): Promise<Production> {
  const { data } = await apiClient.get<Production>(`/api/jobs/productions/${id}`);
  return data;
}

/** PUT /api/jobs/productions/{id} (with an Idempotency-Key from the field app). */
export async function updateProduction(id: number, body: ProductionBody, options: SubmitOptions = {}): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, body, { headers: submitHeaders(options) });
  return data;
}

/**
 * PUT /api/jobs/productions/{id} with only {isApproved}: approves (true), declines (false) or resets (null) a record's
 * approval. The server checks productions.approve and refuses an exported record.
 */
export async function setProductionApproval(id: number, isApproved: boolean | null): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, { isApproved });
  return data;
}

/** GET /api/jobs/productions?producedStartsAt&producedEndsAt&include...&managerId&isForSubcontractor&type&jobId&userId */
export async function listProductions(query: ProductionListQuery): Promise<Production[]> {
  const { data } = await apiClient.get<Production[]>('/api/jobs/productions', { params: queryFlags(query) });
  return data;
}

/**
 * POST /api/jobs/productions/_approve: approves (true), declines (false) or resets (null) the selected records (1 to
 * 1000). The rows that pass are saved in one transaction; each refused one (exported 409, not found 404) is in
 * `results` with its message. Show 'Records has been updated!' when every result is ok, else 'Some records failed to update!'.
 */
export async function approveProductions(ids: readonly number[], isApproved: boolean | null): Promise<RecordBatchResult> {
  const { data } = await apiClient.post<RecordBatchResult>('/api/jobs/productions/_approve', { ids, isApproved });
  return data;
}

/** POST /api/jobs/productions/_invoice: one invoice status for the selected records; answers as approveProductions. */
export async function setInvoiceStatuses(ids: readonly number[], invoiceStatus: InvoiceStatus): Promise<RecordBatchResult> {
  const { data } = await apiClient.post<RecordBatchResult>('/api/jobs/productions/_invoice', { ids, invoiceStatus });
  return data;
}

/** True when every selected record of a batch write was saved. */
export const batchSucceeded = (result: RecordBatchResult): boolean => result.results.every((r) => r.ok);

/**
 * PUT /api/jobs/productions/{id} with only {invoiceStatus}: one record's invoice status. The server checks
 * productions.invoice and refuses an exported record.
 */
export async function setProductionInvoiceStatus(id: number, invoiceStatus: InvoiceStatus): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, { invoiceStatus });
  return data;
}

/** PUT /api/jobs/production-equipments/{id}: one equipment line (equipmentId, hoursUsed, litersOfFuel, notes), under its record's locks. */
export async function updateProductionEquipment(id: number, body: ProductionEquipmentInput): Promise<ProductionEquipment> {
  const { data } = await apiClient.put<ProductionEquipment>(`/api/jobs/production-equipments/${id}`, body);
  return data;
}

/** DELETE /api/jobs/productions/{id} */
export async function deleteProduction(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/productions/${id}`);
  return data;
}

/** The period a timecard covers, for the overlap check. */
interface TimecardPeriod {
  /** The record being edited (it does not overlap itself). */
  id?: number | null;
  userId: number;
  producedAt: string;
  producedEndsAt: string;
}

/**
 * POST /api/jobs/productions/_match: null (204) when the employee has no other timecard in the period, otherwise
 * the conflicting record (200).
 */
export async function findOverlappingTimecard(period: TimecardPeriod): Promise<Production | null> {
  const res = await apiClient.post<Production | ''>('/api/jobs/productions/_match', period);
  return res.status === 204 || !res.data ? null : res.data;
}

/**
 * POST /api/jobs/productions/_overtime-preview: the overtime split a time record's draft would take in its employee's
 * week (the record it edits, `id`, replaced), with its parts; the server writes nothing.
 */
export async function previewOvertime(draft: OvertimePreviewInput): Promise<OvertimeSplit> {
  const { data } = await apiClient.post<OvertimeSplit>('/api/jobs/productions/_overtime-preview', draft);
  return data;
}

/** Where the timecard import template is downloaded from (GET, signed in, productions.time_cards.upload). */
const TIMECARD_TEMPLATE_PATH = '/api/jobs/productions/import/template';

/** GET /api/jobs/productions/import/template as a file (.xlsx). */
export function downloadTimecardTemplate(): Promise<Blob> {
  return downloadImportTemplate(TIMECARD_TEMPLATE_PATH);
}

/**
 * POST /api/jobs/productions/import, multipart with the field `spreadsheet` (.xlsx or .csv) and `timeZone` (the
 * IANA zone the sheet's dates and times are in; the browser's own by default). Every row is checked by the time
 * record form's rules; all rows are imported (201, the records) or none (400, errors {'Row N': 'Column: reason; ...'}).
 */
export function importTimecards(file: File | Blob, fileName?: string, timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): Promise<Production[]> {
  return postSpreadsheet<Production[]>('/api/jobs/productions/import', file, fileName, { timeZone });
}

/**
 * PUT /api/jobs/productions/{id} with only {exportedAt: null}: the payroll report's Reset of one exported record, so it
 * can be exported again (spec 02 §4, §7). The server checks productions.export.
 */
export async function resetProductionExport(id: number): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, { exportedAt: null });
  return data;
}
