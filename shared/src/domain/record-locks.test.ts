import { employeeRecordStatus, isExported, recordLocks } from './record-locks';

describe('recordLocks', () => {
  const base = { userId: 7, isApproved: null, exportedAt: null };

  it('leaves a pending, unexported record fully editable', () => {
    expect(recordLocks(base, 7)).toEqual({
      exported: false, ownApproved: false, canEdit: true, canDelete: true, canCopy: true, canChangeApproval: true,
    });
  });

  it('makes an exported record read-only: no edit, delete, copy or approval change', () => {
    const locks = recordLocks({ ...base, exportedAt: '2025-03-01T10:00:00.000Z' }, 1);
    expect(locks).toMatchObject({ exported: true, canEdit: false, canDelete: false, canCopy: false, canChangeApproval: false });
  });

  it('stops the owner, not a manager, from editing or deleting an approved record', () => {
    const approved = { ...base, isApproved: true };
    expect(recordLocks(approved, 7)).toMatchObject({ ownApproved: true, canEdit: false, canDelete: false, canCopy: true });
    expect(recordLocks(approved, 2)).toMatchObject({ ownApproved: false, canEdit: true, canDelete: true });
    expect(recordLocks({ ...base, isApproved: false }, 7).canEdit).toBe(true);
  });

  it('treats the year-0001 placeholder as not exported', () => {
    expect(isExported('0001-01-01T00:00:00Z')).toBe(false);
    expect(isExported(null)).toBe(false);
    expect(isExported('2025-01-01T00:00:00Z')).toBe(true);
  });

  it('reads the database values the server holds (Date objects) the same way', () => {
    expect(isExported(new Date('0001-01-01T00:00:00Z'))).toBe(false);
    expect(isExported(new Date('2025-01-01T00:00:00Z'))).toBe(true);
    expect(recordLocks({ userId: 3, isApproved: true, exportedAt: new Date('2025-01-01T00:00:00Z') }, 3)).toMatchObject({ exported: true, canEdit: false, canChangeApproval: false });
  });
});

describe('employeeRecordStatus', () => {
  it('shows Pending, Approved or Declined by the approval, and Exported above all once exported', () => {
    expect(employeeRecordStatus({ isApproved: null, exportedAt: null })).toBe('Pending');
    expect(employeeRecordStatus({ isApproved: true, exportedAt: null })).toBe('Approved');
    expect(employeeRecordStatus({ isApproved: false, exportedAt: '0001-01-01T00:00:00Z' })).toBe('Declined');
    expect(employeeRecordStatus({ isApproved: true, exportedAt: '2025-03-08T10:00:00Z' })).toBe('Exported');
  });
});
