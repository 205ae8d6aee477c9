import { COPY_PREFIX, localIso, timeRecordCopyLink, type Production } from '@groundwork/shared/domain';
import {
  EMPTY_VALUES, buildBody, computeHours, errorsAfterChange, isLeaveOfAbsence, isOutOfSchedule, prefillFromQuery, requestDayLimits, valuesFromRecord,
} from './form-model';

const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: localIso('2025-03-04', '07:00'), producedEndsAt: localIso('2025-03-04', '15:30'), quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [], ...over,
});

describe('time record form rules', () => {
  it("takes a field's message away once the field changes; a time field takes all the times' messages, the others stay", () => {
    const REQ = 'This field is required.';
    const shown = { jobId: REQ, costCodeId: REQ, workTypeId: REQ, hours: REQ, date: 'No future', 'productionEquipments.0.hoursUsed': 'Too many' };
    expect(errorsAfterChange(shown, { jobId: 3 })).toEqual({ costCodeId: REQ, workTypeId: REQ, hours: REQ, date: 'No future', 'productionEquipments.0.hoursUsed': 'Too many' });
    expect(errorsAfterChange(shown, { timeIn: '07:00' })).toEqual({ jobId: REQ, costCodeId: REQ, workTypeId: REQ, 'productionEquipments.0.hoursUsed': 'Too many' });
    expect(errorsAfterChange(shown, { equipment: [] })).toEqual({ jobId: REQ, costCodeId: REQ, workTypeId: REQ, hours: REQ, date: 'No future' });
    // Nothing shown for the field changed: the same object, so React renders nothing again.
    expect(errorsAfterChange(shown, { description: 'Pipe' })).toBe(shown);
  });

  it('computes hours from the in and out times and deducts half an hour for lunch', () => {
    const day = { date: '2025-03-04', timeIn: '07:00', timeOut: '15:30' };
    expect(computeHours({ ...day, lunch: false })).toEqual({ hours: 8.5, overnight: false });
    expect(computeHours({ ...day, lunch: true })).toEqual({ hours: 8, overnight: false });
    expect(computeHours({ ...day, timeOut: '', lunch: false }).hours).toBeNull();
  });

  it('treats an out time earlier than the in time as the next day (overnight)', () => {
    expect(computeHours({ date: '2025-03-04', timeIn: '22:00', timeOut: '06:00', lunch: false })).toEqual({ hours: 8, overnight: true });
    const built = buildBody({ ...EMPTY_VALUES, jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: '2025-03-04', timeIn: '22:00', timeOut: '06:00' });
    expect(built.ok && built.body.producedEndsAt?.startsWith('2025-03-05T06:00')).toBe(true);
    expect(built.ok && built.body.quantity).toBe(8);
  });

  it('infers the lunch flag on edit when the span exceeds the hours by exactly half an hour', () => {
    expect(valuesFromRecord(record()).lunch).toBe(true);
    expect(valuesFromRecord(record({ quantity: 8.5 })).lunch).toBe(false);
    expect(valuesFromRecord(record({ isLunchbreakTaken: false })).lunch).toBe(false);
    const v = valuesFromRecord(record());
    expect([v.date, v.timeIn, v.timeOut, v.hours]).toEqual(['2025-03-04', '07:00', '15:30', 8]);
  });

  it('prefills a copy from its link: every value, the (Copy) description and an out time of start plus hours', () => {
    const link = timeRecordCopyLink(record({ quantity: 8, description: 'Pipe' }));
    const values = prefillFromQuery(new URLSearchParams(link.split('?')[1]), [{ id: 2, name: 'Operating', isEquipmentRequired: true }]);
    expect(values).toMatchObject({
      jobId: 3, costCodeId: 9, userId: 5, hours: 8, workTypeId: 2, description: `${COPY_PREFIX}Pipe`,
      date: '2025-03-04', timeIn: '07:00', timeOut: '15:00', lunch: false,
    });
  });

  it('reads the legacy spellings jobId, hours and typeOfWork given as a name', () => {
    const q = new URLSearchParams({ jobId: '4', hours: '6', typeOfWork: 'Labour', description: '(Copy) x' });
    expect(prefillFromQuery(q, [{ id: 7, name: 'Labour', isEquipmentRequired: false }])).toMatchObject({ jobId: 4, hours: 6, workTypeId: 7 });
  });

  it("refuses a record without the required fields with the shared schema's messages", () => {
    const built = buildBody({ ...EMPTY_VALUES, equipment: [{ key: 'k', id: null, equipmentId: null, hoursUsed: null, litersOfFuel: null, notes: '' }] });
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors).toMatchObject({
        jobId: 'This field is required.', costCodeId: 'This field is required.', userId: 'This field is required.',
        workTypeId: 'This field is required.', date: 'This field is required.', hours: 'This field is required.',
        'productionEquipments.0.equipmentId': 'This field is required.', 'productionEquipments.0.hoursUsed': 'This field is required.',
      });
    }
  });

  it("prefills the field app's link from a shift: request, job, employee, and the shift's times as in and out", () => {
    const q = new URLSearchParams({
      productionRequestId: '21', jobId: '3', userId: '5',
      producedAt: localIso('2025-03-04', '07:00'), producedEndsAt: localIso('2025-03-04', '15:30'),
    });
    expect(prefillFromQuery(q)).toMatchObject({ productionRequestId: 21, jobId: 3, userId: 5, date: '2025-03-04', timeIn: '07:00', timeOut: '15:30' });
  });

  it('limits the date to the shift and flags times outside it (Hours Out of Schedule)', () => {
    const shift = { requestAt: localIso('2025-03-04', '22:00'), requestEndsAt: localIso('2025-03-05', '06:00') };
    expect(requestDayLimits(shift)).toEqual({ min: '2025-03-04', max: '2025-03-05' });
    expect(requestDayLimits(null)).toEqual({});
    const night = { date: '2025-03-04', timeIn: '22:00', timeOut: '06:00' };
    expect(isOutOfSchedule(night, shift)).toBe(false);
    expect(isOutOfSchedule({ ...night, timeOut: '07:00' }, shift)).toBe(true);
    expect(isOutOfSchedule({ ...night, timeIn: '21:30' }, shift)).toBe(true);
    expect(isOutOfSchedule({ ...night, timeOut: '' }, shift)).toBe(false);
    expect(isOutOfSchedule(night, null)).toBe(false);
  });

  it('takes typed hours and a date for a leave of absence cost code, without times', () => {
    const costCodes = [{ id: 9, isLOA: true }, { id: 10, isLOA: false }];
    expect(isLeaveOfAbsence(costCodes, 9)).toBe(true);
    expect(isLeaveOfAbsence(costCodes, 10)).toBe(false);
    const values = { ...EMPTY_VALUES, jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: '2025-03-04', timeIn: '07:00', timeOut: '09:00', hours: 8 };
    const built = buildBody(values, { leaveOfAbsence: true });
    expect(built.ok && [built.body.quantity, built.body.producedEndsAt, built.body.isLunchbreakTaken]).toEqual([8, null, null]);
    const missing = buildBody({ ...values, hours: null, date: null }, { leaveOfAbsence: true });
    expect(!missing.ok && [missing.errors.hours, missing.errors.date]).toEqual(['This field is required.', 'This field is required.']);
  });
});
