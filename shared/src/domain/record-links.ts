/**
 * Links to a production or time record's screens (spec 02 §2 "Record links"), built in one place for every
 * table that offers Edit, Edit New and Copy. Paths are hash-router paths ('/jobs/...').
 */
import type { Production, ProductionRequest } from './entities';

/** The text a copied record's description starts with. */
export const COPY_PREFIX = '(Copy) ';

/** Legacy edit of a time record: /jobs/time-records/{id}. */
export function timeRecordEditLink(id: number): string {
  return `/jobs/time-records/${id}`;
}

/** The newer web form: /time-records/{id}/edit, offered when the record has an end time. */
export function timeRecordEditNewLink(record: Pick<Production, 'id' | 'producedEndsAt'>): string | null {
  return record.producedEndsAt ? `/time-records/${record.id}/edit` : null;
}

/** Production edit: /jobs/productions/{id}. */
export function productionEditLink(id: number): string {
  return `/jobs/productions/${id}`;
}

/**
 * Copy of a time record: the add form prefilled with job_id, costCodeId, userId, quantity (hours), workType (id),
 * description prefixed '(Copy) ' and producedAt.
 */
export function timeRecordCopyLink(
  record: Pick<Production, 'jobId' | 'costCodeId' | 'userId' | 'quantity' | 'workTypeId' | 'description' | 'producedAt'>,
  base: '/jobs/time-records/add' | '/time-records/add' = '/jobs/time-records/add',
): string {
  const params = new URLSearchParams();
  params.set('job_id', String(record.jobId));
  params.set('costCodeId', String(record.costCodeId));
  if (record.userId != null) params.set('userId', String(record.userId));
  params.set('quantity', String(record.quantity));
  if (record.workTypeId != null) params.set('workType', String(record.workTypeId));
  params.set('description', COPY_PREFIX + (record.description ?? ''));
  params.set('producedAt', record.producedAt);
  return `${base}?${params.toString()}`;
}

/**
 * Add Timecard on a day of My Schedule, with or without a shift: the app's time record form with only the day; the
 * worker picks one of their jobs there (`/app/time-record-form?producedAt=YYYY-MM-DD`).
 */
export function addTimecardOnDayLink(day: string): string {
  return `/app/time-record-form?${new URLSearchParams({ producedAt: day }).toString()}`;
}

/**
 * Add Timecard from a scheduled shift (My Schedule): the app's time record form with the request, its job, its
 * employee and its start and end (`/app/time-record-form?productionRequestId&jobId&userId&producedAt&producedEndsAt`).
 */
export function addTimecardLink(request: Pick<ProductionRequest, 'id' | 'jobId' | 'userId' | 'requestAt' | 'requestEndsAt'>): string {
  const params = new URLSearchParams({
    productionRequestId: String(request.id),
    jobId: String(request.jobId),
    userId: String(request.userId),
    producedAt: request.requestAt,
    producedEndsAt: request.requestEndsAt,
  });
  return `/app/time-record-form?${params.toString()}`;
}
