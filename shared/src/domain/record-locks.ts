/**
 * What may be done to a production or time record, given its export and approval state (spec 01 §4, 02 §4).
 * One rule for the screens (which hide and disable) and the server (which refuses).
 */
export interface LockableRecord {
  userId: number | null;
  isApproved: boolean | null;
  exportedAt: Date | string | null;
}

export interface RecordLocks {
  /** exportedAt is set (a year-0001 placeholder counts as not exported). */
  exported: boolean;
  /** Approved and owned by the viewer: the owner may no longer change it. */
  ownApproved: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canCopy: boolean;
  canChangeApproval: boolean;
}

/** True when the record carries a real export timestamp (a year-0001 placeholder counts as not exported). */
export function isExported(exportedAt: Date | string | null | undefined): boolean {
  if (exportedAt === null || exportedAt === undefined || exportedAt === '') return false;
  return exportedAt instanceof Date ? exportedAt.getUTCFullYear() > 1 : !String(exportedAt).startsWith('0001');
}

/**
 * An exported record cannot be edited, deleted, copied or have its approval changed until its export is reset;
 * an approved record cannot be edited or deleted by its owner (`viewerId`).
 */
export function recordLocks(record: LockableRecord, viewerId: number | null | undefined): RecordLocks {
  const exported = isExported(record.exportedAt);
  const ownApproved = record.isApproved === true && viewerId != null && record.userId === viewerId;
  return {
    exported,
    ownApproved,
    canEdit: !exported && !ownApproved,
    canDelete: !exported && !ownApproved,
    canCopy: !exported,
    canChangeApproval: !exported,
  };
}

/** A time record's state as its employee sees it (spec 02 §4): exported first, then the approval. */
export type EmployeeRecordStatus = 'Pending' | 'Approved' | 'Declined' | 'Exported';

export function employeeRecordStatus(record: Pick<LockableRecord, 'exportedAt' | 'isApproved'>): EmployeeRecordStatus {
  if (isExported(record.exportedAt)) return 'Exported';
  if (record.isApproved === true) return 'Approved';
  if (record.isApproved === false) return 'Declined';
  return 'Pending';
}
